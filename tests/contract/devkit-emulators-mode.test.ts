import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getDoc, getDocs, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { FirestoreBackend } from '../../mock-server/firestore/firestore-backend';
import { readRules } from '../../scripts/firestore-emulator';
import { functionNames } from '../../src/contract/functions';
import { withFirestoreEmulator } from '../support/firestore-target';
import { freePort } from '../support/free-port';
import { emulatorToken } from '../support/tokens';

const PROJECT = 'demo-f8-emulators-mode';
const NAMES = functionNames();

withFirestoreEmulator('the mock server in emulators mode', (emulator) => {
  describe('the mock server in emulators mode (documents in the Firestore emulator)', () => {
    let backend: FirestoreBackend;
    const apps: FirebaseApp[] = [];
    /** A signed-in page's Firestore, as the browser SDK sees the emulator. */
    const firestoreAs = (uid: string) => {
      const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key', appId: 'demo-app' }, `${uid}-${apps.length}`);
      apps.push(app);
      const db = getFirestore(app);
      connectFirestoreEmulator(db, emulator.host, emulator.port, { mockUserToken: { user_id: uid } });
      return db;
    };
    const thread = (title: string) => ({ title, createdAt: serverTimestamp(), lastMessageAt: serverTimestamp(), messageCount: 0 });

    beforeAll(async () => {
      backend = new FirestoreBackend(emulator.hostPort, PROJECT, readRules());
      // The project's own rules, as `npm start` loads them.
      await backend.applyFaults([]);
      await backend.clear();
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await backend.applyFaults([]);
      await backend.close();
    });

    it('seeds the demo account into Firestore, keeps it on a second start, and a reset restores it', async () => {
      const { app, state } = createApp({ projectId: PROJECT, firestore: backend });
      await state.seedDemoAccount('demo-uid');
      const profile = await backend.get('users/demo-uid');
      expect(profile).toMatchObject({ uid: 'demo-uid', displayName: 'Demo Member' });
      expect((await backend.list('users/demo-uid/chatThreads')).length).toBeGreaterThan(0);

      await backend.write({ 'users/demo-uid': { ...profile, displayName: 'Renamed' }, 'users/alice': { uid: 'alice' } });
      await state.seedDemoAccount('demo-uid');
      expect(await backend.get('users/demo-uid')).toMatchObject({ displayName: 'Renamed' });

      await request(app).post('/__devkit/reset').send({}).expect(200);
      expect(await backend.get('users/demo-uid')).toMatchObject({ displayName: 'Demo Member' });
      expect(await backend.get('users/alice')).toBeUndefined();
    });

    it('imports all or nothing: a store the emulator refuses leaves every document as it was, and says why', async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      await backend.clear();
      await backend.write({ 'users/keep': { uid: 'keep' }, 'users/keep/chat/m1': { message: 'hi', sender: 'user' } });
      const before = await backend.exportAll();
      // Firestore reserves field names of the form __name__; the dev kit's own checks let it through.
      const refused = await request(app)
        .put('/__devkit/store')
        .send({ documents: { 'users/new': { uid: 'new' }, 'users/bad': { __reserved__: 1 } } })
        .expect(400);
      expect(refused.body.error).toMatch(/^The Firestore emulator refused the import, so the store is as it was: /);
      expect(await backend.exportAll()).toEqual(before);
      // As deep as Firestore allows is imported.
      const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { next: nested(levels - 1) });
      await request(app)
        .put('/__devkit/store')
        .send({ documents: { 'users/deep': { a: nested(20) } } })
        .expect(200);
      expect(await backend.get('users/deep')).toEqual({ a: nested(20) });
      await backend.clear();
    });

    it('exports a large import at once: every document at any depth, none for a path with only subcollections', async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      await backend.clear();
      const documents: Record<string, { n: number }> = {};
      for (let n = 0; n < 1500; n++) documents[`users/u${n}/chat/m${n}`] = { n };
      documents['users/u0'] = { n: -1 };
      await request(app).put('/__devkit/store').send({ documents }).expect(200);
      const started = performance.now();
      const exported = await request(app).get('/__devkit/store').expect(200);
      // A read and a listing per document, in turn, kept a store of this size from answering for many seconds.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(exported.body.documents).toEqual(documents);
      const page = await request(app).get('/__devkit/store').query({ limit: '1000' }).expect(200);
      expect(Object.keys(page.body.documents as object)).toHaveLength(1000);
      await backend.clear();
    });

    it("writes the dashboard chat function's exchange to Firestore, where the page reads it", async () => {
      const { app } = createApp({ firestore: backend });
      await request(app)
        .post(`/demo-f8/europe-west1/${NAMES.dashboardChat}`)
        .set('Authorization', `Bearer ${emulatorToken('bea')}`)
        .send({ data: { userId: 'bea', userName: 'Bea', userMessage: '  Hello f8  ', chatHistory: [] } })
        .expect(200);
      const chat = (await backend.list('users/bea/chat')).map(({ data }) => data);
      expect(chat.map((m) => m.sender).sort()).toEqual(['f8', 'user']);
      expect(chat.find((m) => m.sender === 'user')).toMatchObject({ message: 'Hello f8' });
      // Stored as Firestore timestamps, which the export turns back into ISO strings.
      expect(typeof chat[0]?.timestamp).toBe('string');
      const read = await getDocs(collection(firestoreAs('bea'), 'users/bea/chat'));
      expect(read.size).toBe(2);
    });

    it('turns a store fault into rules: the write is refused while it is set, for its uid only, and allowed once cleared', async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      const carol = firestoreAs('carol');
      const dan = firestoreAs('dan');
      await setDoc(doc(carol, 'users/carol/chatThreads/t0'), thread('Before'));

      const added = await request(app)
        .post('/__devkit/faults')
        .send({ target: 'POST users/*/chatThreads', code: 'unavailable', uid: 'carol' })
        .expect(201);
      // The tester hears that the code cannot reach the site as it is.
      expect((added.body as { warnings?: string[] }).warnings).toEqual([
        'in emulators mode a store fault is a Firestore rule, which can only refuse: the site sees permission-denied, not unavailable',
      ]);
      await expect(setDoc(doc(carol, 'users/carol/chatThreads/t1'), thread('Refused'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      // Another user, and carol's reads, are untouched.
      await setDoc(doc(dan, 'users/dan/chatThreads/t1'), thread('Allowed'));
      expect((await getDoc(doc(carol, 'users/carol/chatThreads/t0'))).exists()).toBe(true);

      await request(app)
        .delete('/__devkit/faults')
        .query({ id: (added.body as { id: string }).id })
        .send({})
        .expect(200);
      await setDoc(doc(carol, 'users/carol/chatThreads/t1'), thread('Allowed now'));
    });

    it("a target that names a user's path refuses that user's writes only, as the store API route would", async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      const erin = firestoreAs('erin');
      const finn = firestoreAs('finn');
      const added = await request(app)
        .post('/__devkit/faults')
        .send({ target: 'POST users/erin/chatThreads', code: 'unavailable' })
        .expect(201);
      await expect(setDoc(doc(erin, 'users/erin/chatThreads/t1'), thread('Refused'))).rejects.toMatchObject({ code: 'permission-denied' });
      await setDoc(doc(finn, 'users/finn/chatThreads/t1'), thread('Allowed'));
      await request(app)
        .delete('/__devkit/faults')
        .query({ id: (added.body as { id: string }).id })
        .send({})
        .expect(200);
      await setDoc(doc(erin, 'users/erin/chatThreads/t1'), thread('Allowed now'));
    });

    it('refuses a store fault of a session without a uid: rules cannot see sessions, so it would refuse everyone', async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      const res = await request(app)
        .post('/__devkit/faults')
        .set('X-Devkit-Session', 'tester-1')
        .send({ target: 'POST users/*/chatThreads', code: 'unavailable' })
        .expect(400);
      expect((res.body as { error: string }).error).toMatch(/cannot see dev kit sessions.*give it the uid/);
      await request(app)
        .post('/__devkit/faults')
        .set('X-Devkit-Session', 'tester-1')
        .send({ target: 'POST users/*/chatThreads', code: 'unavailable', uid: 'gus' })
        .expect(201);
      await request(app).delete('/__devkit/faults').set('X-Devkit-Session', 'tester-1').send({}).expect(200);
    });

    it('does not keep a store fault whose rules did not load, and says why', async () => {
      // An emulator that is not there: loading the rules fails.
      const gone = new FirestoreBackend(`127.0.0.1:${await freePort()}`, PROJECT, readRules());
      try {
        const { app } = createApp({ projectId: PROJECT, firestore: gone });
        const res = await request(app)
          .post('/__devkit/faults')
          .send({ target: 'POST users/*/chatThreads', code: 'unavailable' })
          .expect(503);
        expect((res.body as { error: string }).error).toMatch(/^Fault not set: /);
        expect((await request(app).get('/__devkit/faults').expect(200)).body).toEqual({ faults: [] });
      } finally {
        await gone.close();
      }
    });

    it('refuses, with the reason, a store fault that rules cannot play (a delay), and keeps callable faults as they are', async () => {
      const { app } = createApp({ projectId: PROJECT, firestore: backend });
      const res = await request(app).post('/__devkit/faults').send({ target: 'POST users/*/chatThreads', delayMs: 500 }).expect(400);
      expect((res.body as { error: string }).error).toMatch(/Firestore rules.*takes no delayMs/);
      await request(app).post('/__devkit/faults').send({ target: NAMES.aiChat, delayMs: 500 }).expect(201);
    });
  });
});
