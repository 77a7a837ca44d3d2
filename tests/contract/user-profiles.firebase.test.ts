import { deleteApp, initializeApp } from 'firebase/app';
import { describe, it } from 'vitest';
import { FirestoreUserProfiles } from '../../adapters/firebase/firestore-user-profiles';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { readFirstLoad } from '../../src/contract/store.mapping';
import { describeUserProfilesContract } from './user-profiles.contract';

const host = process.env.FIRESTORE_EMULATOR_HOST;

if (!host) {
  const reason =
    'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and its jar, which this machine cannot install offline';
  console.warn(`Skipping the Firestore UserProfiles contract suite: ${reason}.`);
  describe.skip(`UserProfiles contract: Firestore emulator (skipped: ${reason})`, () => {
    it('runs against the Firestore emulator', () => undefined);
  });
} else {
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  describeUserProfilesContract('Firestore emulator', () => {
    const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `profiles-${Date.now()}`);
    const firestore = lazyFirestore(app, { host: hostname, port: Number(port) });
    const uid = `contract-${Date.now()}`;
    return Promise.resolve({
      profiles: new FirestoreUserProfiles(firestore),
      uid,
      readFirstLoad: async (id) => {
        const { fs, db } = await firestore();
        const snap = await fs.getDoc(fs.doc(db, 'users', id, 'meta', 'firstLoad'));
        return snap.exists() ? readFirstLoad(id, snap.data()) : null;
      },
      writeProfile: async (id, data) => {
        const { fs, db } = await firestore();
        await fs.setDoc(fs.doc(db, 'users', id), data);
      },
      teardown: () => deleteApp(app),
    });
  });
}
