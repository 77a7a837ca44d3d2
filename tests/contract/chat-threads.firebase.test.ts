import { deleteApp, initializeApp } from 'firebase/app';
import type { DocumentData, DocumentReference, WriteBatch } from 'firebase/firestore';
import { FirestoreChatThreads } from '../../adapters/firebase/firestore-chat-threads';
import { lazyFirestore, type FirestoreClient } from '../../adapters/firebase/lazy-firestore';
import { withFirestoreEmulator } from '../support/firestore-target';
import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { describeChatThreadsContract } from './chat-threads.contract';

withFirestoreEmulator('the Firestore ChatThreads contract suite', (emulator) => {
  describeChatThreadsContract('Firestore emulator', () => {
    const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `threads-${Date.now()}`);
    const loader = lazyFirestore(app, emulator);
    const deletions: string[] = [];
    // The SDK as the adapter sees it, noting every document it deletes, one by one or in a batch.
    const recording: FirestoreClient = async () => {
      const { fs, db } = await loader();
      const deleteDoc: typeof fs.deleteDoc = (ref) => {
        deletions.push(ref.path);
        return fs.deleteDoc(ref);
      };
      const writeBatch: typeof fs.writeBatch = (firestore) => {
        const batch = fs.writeBatch(firestore);
        const remove = batch.delete.bind(batch);
        batch.delete = <A, D extends DocumentData>(ref: DocumentReference<A, D>): WriteBatch => {
          deletions.push(ref.path);
          return remove(ref);
        };
        return batch;
      };
      return { fs: { ...fs, deleteDoc, writeBatch }, db };
    };
    const clock = new FakeClock();
    const userId = `threads-contract-${Date.now()}`;
    return Promise.resolve({
      // The emulator stands in for a server whose clock is the fake clock: the stored time is the adapter's
      // estimate, so the suite can set times. firestore-adapters-under-rules.test.ts runs the same adapter with
      // the SDK's own serverTimestamp() under firestore.rules.
      threads: new FirestoreChatThreads(recording, clock.now, (_fs, estimate) => estimate),
      userId,
      otherUserId: `${userId}-other`,
      setClock: (date, stepMs) => clock.set(date, stepMs),
      deletions: () => deletions,
      teardown: () => deleteApp(app),
    });
  });
});
