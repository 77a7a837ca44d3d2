import { deleteApp, initializeApp } from 'firebase/app';
import { FirestorePeople } from '../../adapters/firebase/firestore-people';
import { lazyFirestore, type FirestoreClient } from '../../adapters/firebase/lazy-firestore';
import { withFirestoreEmulator } from '../support/firestore-target';
import { FunctionError } from '../../src/domain/function-error';
import { describePeopleContract } from './people.contract';

withFirestoreEmulator('the Firestore People contract suite', (emulator) => {
  describePeopleContract('Firestore emulator', () => {
    const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `people-${Date.now()}`);
    const loader = lazyFirestore(app, emulator);
    let failure: FunctionError | null = null;
    // The emulator has no fault switch: a failing store is a loader whose reads reject as Firestore's would.
    const failing: FirestoreClient = async () => {
      const { fs, db } = await loader();
      const getDocs: typeof fs.getDocs = (query) => (failure ? Promise.reject(failure) : fs.getDocs(query));
      return { fs: { ...fs, getDocs }, db };
    };
    const userId = `people-contract-${Date.now()}`;
    return Promise.resolve({
      people: new FirestorePeople(failing),
      userId,
      otherUserId: `${userId}-other`,
      write: async (uid, docs) => {
        const { fs, db } = await loader();
        await Promise.all(docs.map(({ id, data }) => fs.setDoc(fs.doc(db, 'users', uid, 'people', id), data)));
      },
      fail: (code) => {
        failure = new FunctionError(code, `Injected ${code}`);
        return () => {
          failure = null;
        };
      },
      teardown: () => deleteApp(app),
    });
  });
});
