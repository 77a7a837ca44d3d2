import { deleteApp, initializeApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { lazyFirestore } from '../../adapters/firebase/lazy-firestore';
import { withFirestoreEmulator } from '../support/firestore-target';

withFirestoreEmulator('a Firestore client forgotten at sign-out', (emulator) => {
  describe('lazyFirestore forget', () => {
    it('ends the client, and the next call starts a new one on the same app that reads what was stored', async () => {
      const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `forget-${Date.now()}`);
      const firestore = lazyFirestore(app, emulator);
      const path = ['forget-contract', `doc-${Date.now()}`] as const;
      try {
        const first = await firestore();
        await first.fs.setDoc(first.fs.doc(first.db, ...path), { kept: true });
        await firestore.forget(() => false);
        expect(() => first.fs.getDoc(first.fs.doc(first.db, ...path))).toThrow(/terminated/);
        const second = await firestore();
        expect(second.db).not.toBe(first.db);
        expect((await second.fs.getDoc(second.fs.doc(second.db, ...path))).data()).toEqual({ kept: true });
      } finally {
        await deleteApp(app);
      }
    });
  });
});
