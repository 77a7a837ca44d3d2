import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { emulatorToken } from '../support/tokens';

// Issue 8, point 5 (sessions by cookie for browsers) and the store's export and import over the control API.
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const list = (app: Parameters<typeof request>[0]) =>
  request(app)
    .post(LIST)
    .send({ data: { sortMode: 'top', limit: 1 } });

describe('dev kit sessions', () => {
  it('sets the session cookie on the site’s origin for every path, and reports it', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__devkit/session').send({ session: 'tester-1' }).expect(200);
    expect(res.body).toEqual({ session: 'tester-1' });
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^devkit_session=tester-1; Path=\/; HttpOnly; SameSite=Lax$/)]);
    const read = await request(app).get('/__devkit/session').set('Cookie', 'devkit_session=tester-1').expect(200);
    expect(read.body).toEqual({ session: 'tester-1' });
    expect((await request(app).get('/__devkit/session').expect(200)).body).toEqual({ session: null });
  });

  it('makes up a session id when none is given, and refuses an unsafe one', async () => {
    const { app } = createApp();
    const made = await request(app).post('/__devkit/session').send({}).expect(200);
    expect(made.body.session).toMatch(/^s-[0-9a-f-]{36}$/);
    const bad = await request(app).post('/__devkit/session').send({ session: 'a; Path=/evil' }).expect(400);
    expect(bad.body.issues[0].path).toBe('session');
  });

  it('scopes faults a browser adds to its own calls, and the header wins over the cookie', async () => {
    const { app } = createApp();
    const browser = request.agent(app);
    await browser.post('/__devkit/session').send({ session: 'b-1' }).expect(200);
    await browser.post('/__devkit/faults').send({ target: '*', code: 'unavailable' }).expect(201);
    await browser
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(503);
    await list(app).expect(200);
    await browser
      .post(LIST)
      .set('X-Devkit-Session', 'other')
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
  });

  it('ends a session: the cookie goes, with the session’s script, faults, holds and journal', async () => {
    const { app, state } = createApp();
    const browser = request.agent(app);
    await browser.post('/__devkit/session').send({ session: 'b-2' }).expect(200);
    await browser.post('/__devkit/faults').send({ target: '*', delayMs: 1 }).expect(201);
    await browser.put('/__devkit/ai-script').send({ rules: [] }).expect(200);
    await request(app).post('/__devkit/faults').send({ target: 'relationshipTipsEurW', code: 'internal' }).expect(201);
    await browser
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
    const ended = await browser.delete('/__devkit/session').send({}).expect(200);
    expect(ended.body).toEqual({ ok: true, session: 'b-2' });
    expect(ended.headers['set-cookie']?.[0]).toContain('Max-Age=0');
    expect(state.faults.list().map((f) => f.target)).toEqual(['relationshipTipsEurW']);
    expect(state.scripts.get('b-2')).toBeNull();
    expect(state.journal.list({ session: 'b-2' })).toEqual([]);
    expect((await browser.get('/__devkit/session').expect(200)).body).toEqual({ session: null });
  });
});

describe('store export and import', () => {
  const auth = { Authorization: `Bearer ${emulatorToken('alice')}` };
  const profile = {
    uid: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice Example',
    firstName: 'Alice',
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'en',
    timezone: null,
  };

  it('exports every document by path and imports an export into another server', async () => {
    const source = createApp();
    await request(source.app).put('/store/v1/users/alice').set(auth).send(profile).expect(200);
    source.state.store.set('users/alice/chat/m1', { message: 'hi', sender: 'user', timestamp: '2026-11-20T10:00:00.000Z' });
    const exported = await request(source.app).get('/__devkit/store').expect(200);
    expect(exported.body.documents).toMatchObject({ 'users/alice': profile, 'users/alice/chat/m1': { message: 'hi' } });

    const target = createApp();
    target.state.store.set('users/bob', { uid: 'bob' });
    const imported = await request(target.app).put('/__devkit/store').send(exported.body).expect(200);
    expect(imported.body).toEqual({ ok: true, documents: Object.keys(exported.body.documents as object).length });
    expect((await request(target.app).get('/store/v1/users/alice').set(auth).expect(200)).body).toEqual(profile);
    expect(target.state.store.get('users/bob')).toBeUndefined();
  });

  it('refuses an import with a path that is not a document, or a document that is not an object, and keeps the store', async () => {
    const { app, state } = createApp();
    state.store.set('users/keep', { uid: 'keep' });
    for (const documents of [{ users: {} }, { 'users//x': {}, 'a/b': {} }, { 'users/a': [1] }, { 'users/../x': {} }]) {
      const res = await request(app).put('/__devkit/store').send({ documents }).expect(400);
      expect(res.body.issues[0].path).toMatch(/^documents/);
    }
    await request(app).put('/__devkit/store').send({ docs: {} }).expect(400);
    expect(state.store.get('users/keep')).toEqual({ uid: 'keep' });
  });

  it('names the rule a bad path breaks, at that path', async () => {
    const { app } = createApp();
    const res = await request(app)
      .put('/__devkit/store')
      .send({ documents: { 'users/ok': {}, users: {} } })
      .expect(400);
    expect(res.body.issues).toEqual([{ path: 'documents.users', message: expect.stringMatching(/collection\/document pairs/) }]);
  });

  it('refuses a document Firestore would refuse (nested past 20 levels, over 1 MiB), naming it, and keeps the store', async () => {
    const { app, state } = createApp();
    state.store.set('users/keep', { uid: 'keep' });
    const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { next: nested(levels - 1) });
    const deep = await request(app)
      .put('/__devkit/store')
      .send({ documents: { 'users/fine': { a: nested(20) }, 'users/deep': { a: nested(21) } } })
      .expect(400);
    expect(deep.body.issues).toEqual([{ path: 'documents.users/deep', message: expect.stringMatching(/deeper than 20 levels/) }]);
    const big = await request(app)
      .put('/__devkit/store')
      .send({ documents: { 'users/big': { text: 'x'.repeat(1024 * 1024) } } })
      .expect(400);
    expect(big.body.issues).toEqual([{ path: 'documents.users/big', message: expect.stringMatching(/larger than 1 MiB/) }]);
    expect(state.store.export()).toEqual({ 'users/keep': { uid: 'keep' } });
  });
});
