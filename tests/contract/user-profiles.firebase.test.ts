import { deleteApp, initializeApp } from 'firebase/app';
import { FirestoreUserProfiles } from '../../adapters/firebase/firestore-user-profiles';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { readFirstLoad } from '../../src/contract/store.mapping';
import { withFirestoreEmulator } from '../support/firestore-target';
import { describeUserProfilesContract } from './user-profiles.contract';

withFirestoreEmulator('the Firestore UserProfiles contract suite', (emulator) => {
  describeUserProfilesContract('Firestore emulator', () => {
    const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `profiles-${Date.now()}`);
    const firestore = lazyFirestore(app, emulator);
    const uid = `contract-${Date.now()}`;
    return Promise.resolve({
      profiles: new FirestoreUserProfiles(firestore, (_fs, estimate) => estimate),
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
});
