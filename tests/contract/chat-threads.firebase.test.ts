import { deleteApp, initializeApp } from 'firebase/app';
import type { DocumentData, DocumentReference, WriteBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { FirestoreChatThreads } from '../../adapters/firebase/firestore-chat-threads';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { describeChatThreadsContract } from './chat-threads.contract';

const host = process.env.FIRESTORE_EMULATOR_HOST;

if (!host) {
  const reason =
    'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and its jar, which this machine cannot install offline';
  console.warn(`Skipping the Firestore ChatThreads contract suite: ${reason}.`);
  describe.skip(`ChatThreads contract: Firestore emulator (skipped: ${reason})`, () => {
    it('runs against the Firestore emulator', () => undefined);
  });
} else {
  const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
  describeChatThreadsContract('Firestore emulator', () => {
    const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `threads-${Date.now()}`);
    const loader = lazyFirestore(app, { host: hostname, port: Number(port) });
    const deletions: string[] = [];
    // The SDK as the adapter sees it, noting every document it deletes, one by one or in a batch.
    const recording: typeof loader = async () => {
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
      threads: new FirestoreChatThreads(recording, clock.now),
      userId,
      otherUserId: `${userId}-other`,
      setClock: (date, stepMs) => clock.set(date, stepMs),
      deletions: () => deletions,
      teardown: () => deleteApp(app),
    });
  });
}
