import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import type { JournalEntry } from '../../mock-server/journal';
import { emulatorToken } from '../support/tokens';

const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
type Entries = { entries: JournalEntry[] };
const unsignedToken = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('dev kit control API', () => {
  it('injects a coded fault for the next call only when times is 1', async () => {
    const { app } = createApp();
    await request(app)
      .post('/__devkit/faults')
      .send({ target: 'getPplTalkMessagesEurW', code: 'unavailable', message: 'maintenance', times: 1 })
      .expect(201);
    const failed = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' } })
      .expect(503);
    expect(failed.body).toEqual({ error: { status: 'UNAVAILABLE', message: 'maintenance' } });
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' } })
      .expect(200);
  });

  it('delays a call by the scripted time', async () => {
    const { app } = createApp();
    await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 300 }).expect(201);
    const started = Date.now();
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'new', limit: 1 } })
      .expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('rejects a malformed fault with a clear message and keeps working', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__devkit/faults').send({ target: 'x', code: 'teapot' }).expect(400);
    expect(res.body.error).toContain('code');
    expect((await request(app).get('/__devkit/faults').expect(200)).body).toEqual({ faults: [] });
  });

  it('refuses a fault on a callable that does not exist, naming the ones that do', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__devkit/faults').send({ target: 'getPplTalkMesagesEurW', status: 'UNAVAILABLE' }).expect(400);
    expect(res.body.issues).toEqual([{ path: 'target', message: expect.stringContaining('no callable is named getPplTalkMesagesEurW') }]);
    expect(res.body.error).toContain('getPplTalkMessagesEurW');
    await request(app).post('/__devkit/faults').send({ target: '*', status: 'UNAVAILABLE', times: 1 }).expect(201);
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toHaveLength(1);
  });

  it('refuses a store fault no store route can meet, naming the routes, and takes every pattern that can', async () => {
    const { app } = createApp();
    for (const target of [
      'GET user/*',
      'GET users/*/chatThread',
      'GET nothing/*',
      'DELETE users/*/chat',
      'PATCH users/*/chatThreads/*/messages/x',
    ]) {
      const res = await request(app).post('/__devkit/faults').send({ target, status: 'INTERNAL' }).expect(400);
      expect(res.body.issues, target).toEqual([
        { path: 'target', message: expect.stringContaining(`no store route is ${target}; the routes are GET users/:uid,`) },
      ]);
    }
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toEqual([]);
    for (const target of [
      'GET users/*',
      '* users/**',
      'PUT users/:uid',
      'GET users/alice/chat',
      'DELETE users/*/chatThreads/*',
      'post users/*/chat*/*/messages',
      'GET **/live',
    ]) {
      await request(app).post('/__devkit/faults').send({ target, status: 'INTERNAL' }).expect(201);
    }
  });

  it('refuses a body nested deeper than the journal keeps, and every listing still answers', async () => {
    const { app } = createApp();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const script = await request(app)
      .put('/__devkit/ai-script')
      .set('Content-Type', 'application/json')
      .send(`{"rules":[{"steps":[{"reply":${deep}}]}]}`)
      .expect(400);
    expect(script.body).toEqual({
      error: 'body: nested deeper than 32 levels',
      issues: [{ path: 'body', message: 'nested deeper than 32 levels' }],
    });
    await request(app).post('/__devkit/faults').set('Content-Type', 'application/json').send(`{"target":"*","result":${deep}}`).expect(400);
    expect((await request(app).get('/__devkit/ai-script').expect(200)).body.script).toBeNull();
    expect((await request(app).get('/__devkit/faults').expect(200)).body).toEqual({ faults: [] });
  });

  it('answers an unreadable body or an unknown route in its own JSON shape', async () => {
    const { app } = createApp();
    const send = (body: string) => request(app).put('/__devkit/ai-script').set('Content-Type', 'application/json').send(body);
    expect((await send('null').expect(400)).body).toEqual({
      error: 'body: a JSON object is expected',
      issues: [{ path: 'body', message: 'a JSON object is expected' }],
    });
    expect((await send('{"rules": [').expect(400)).body).toMatchObject({ error: 'body: not valid JSON' });
    expect((await send(JSON.stringify({ rules: [], description: 'x'.repeat(1_100_000) })).expect(413)).body.error).toMatch(
      /^body: larger than/,
    );
    const unknown = await request(app).post('/__devkit/nope').send({}).expect(404);
    expect(unknown.body).toEqual({ error: 'No dev kit route POST /__devkit/nope (docs/testers.md: "Control API").', issues: [] });
    // A failure of the dev kit itself is not blamed on the body.
    const broken = createApp();
    broken.state.reset = () => Promise.reject(new Error('emulator gone'));
    const failed = await request(broken.app).post('/__devkit/reset').send({}).expect(500);
    expect(failed.body).toEqual({ error: 'internal: emulator gone', issues: [] });
    // The store import reads its own, larger bodies, and answers the same way.
    expect((await request(app).put('/__devkit/store').set('Content-Type', 'application/json').send('[').expect(400)).body.error).toBe(
      'body: not valid JSON',
    );
  });

  it('journals what the page sent, with the caller uid from the bearer token, and resets', async () => {
    const { app } = createApp();
    await request(app)
      .post(LIST)
      .set('Authorization', `Bearer ${emulatorToken('uid-7')}`)
      .send({ data: { sortMode: 'discussed', limit: 3 } })
      .expect(200);
    const journal = await request(app).get('/__devkit/journal?name=getPplTalkMessagesEurW').expect(200);
    expect(journal.body.entries).toEqual([
      expect.objectContaining({
        name: 'getPplTalkMessagesEurW',
        uid: 'uid-7',
        status: 200,
        body: { data: { sortMode: 'discussed', limit: 3 } },
      }),
    ]);
    await request(app).post('/__devkit/reset').send({}).expect(200);
    expect((await request(app).get('/__devkit/journal').expect(200)).body).toEqual({ entries: [] });
  });

  it('journals store API calls as method and path with the real uid, so a test can count profile reads', async () => {
    const { app } = createApp();
    const uid = 'reader-1';
    const auth = `Bearer ${emulatorToken(uid)}`;
    const profile = {
      uid,
      email: 'reader@example.com',
      displayName: 'Rea Der',
      firstName: 'Rea',
      createdAt: '2026-11-20T10:00:00.000Z',
      language: 'en',
      timezone: null,
    };
    await request(app).put(`/store/v1/users/${uid}`).set('Authorization', auth).send(profile).expect(200);
    await request(app).get(`/store/v1/users/${uid}`).set('Authorization', auth).expect(200);
    await request(app).get(`/store/v1/users/${uid}`).set('Authorization', auth).expect(200);
    await request(app).get(`/store/v1/users/${uid}/chat?limit=3`).set('Authorization', auth).expect(200);
    await request(app).get(`/store/v1/users/${uid}`).expect(401);

    const reads = await request(app)
      .get('/__devkit/journal')
      .query({ name: `GET users/${uid}` })
      .expect(200);
    expect((reads.body as Entries).entries.map((e) => [e.uid, e.status])).toEqual([
      [uid, 200],
      [uid, 200],
      [null, 401],
    ]);
    const all = await request(app)
      .get('/__devkit/journal')
      .query({ prefix: `GET users/${uid}` })
      .expect(200);
    expect((all.body as Entries).entries.map((e) => e.name)).toEqual([
      `GET users/${uid}`,
      `GET users/${uid}`,
      `GET users/${uid}/chat`,
      `GET users/${uid}`,
    ]);
    const writes = await request(app).get('/__devkit/journal').query({ prefix: 'PUT ' }).expect(200);
    expect(writes.body.entries).toEqual([expect.objectContaining({ name: `PUT users/${uid}`, uid, status: 200, body: profile })]);
  });

  it('applies a fault scoped to a uid or a session only to that caller, and clears only what was asked', async () => {
    const { app } = createApp();
    const as = (uid: string) => `Bearer ${emulatorToken(uid)}`;
    await request(app).post('/__devkit/faults').send({ target: 'getPplTalkMessagesEurW', code: 'internal', uid: 'u-a' }).expect(201);
    await request(app).post('/__devkit/faults').send({ target: 'getPplTalkMessagesEurW', code: 'unavailable', session: 's-1' }).expect(201);
    const call = () =>
      request(app)
        .post(LIST)
        .send({ data: { sortMode: 'top', limit: 1 } });
    await call().expect(200);
    await call().set('Authorization', as('u-b')).expect(200);
    await call().set('Authorization', as('u-a')).expect(500);
    await call().set('X-Devkit-Session', 's-2').expect(200);
    await call().set('X-Devkit-Session', 's-1').expect(503);

    const sessionCalls = await request(app).get('/__devkit/journal').query({ session: 's-1' }).expect(200);
    expect(sessionCalls.body.entries).toEqual([expect.objectContaining({ name: 'getPplTalkMessagesEurW', session: 's-1', status: 503 })]);

    await request(app).delete('/__devkit/faults').query({ session: 's-1' }).send({}).expect(200);
    await call().set('X-Devkit-Session', 's-1').expect(200);
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toEqual([
      expect.objectContaining({ uid: 'u-a', code: 'internal' }),
    ]);
    await call().set('Authorization', as('u-a')).expect(500);
  });

  it('refuses a body on the calls that act on what their query names, and clears nothing then', async () => {
    const { app } = createApp();
    await request(app).post('/__devkit/faults').send({ target: 'getPplTalkMessagesEurW', code: 'internal' }).expect(201);
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ reply: 'global' }] }] })
      .expect(200);
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } });
    const state = async () => ({
      faults: (await request(app).get('/__devkit/faults')).body.faults.length as number,
      script: (await request(app).get('/__devkit/ai-script')).body.scope as string,
      journal: ((await request(app).get('/__devkit/journal')).body as Entries).entries.length,
    });
    const before = await state();
    expect(before).toEqual({ faults: 1, script: 'global', journal: 1 });

    const refused = [
      request(app).delete('/__devkit/faults').send({ id: 'f99' }),
      request(app).delete('/__devkit/ai-script').send({ session: 's9' }),
      request(app).delete('/__devkit/journal').send({ session: 'nobody' }),
      request(app).delete('/__devkit/session').send([1]),
      request(app).post('/__devkit/reset').send({ x: 1 }),
      request(app).post('/__devkit/ai-script/scenarios/hang').send({ session: 's9' }),
    ];
    for (const call of refused) {
      const answer = await call.expect(400);
      expect(answer.body).toEqual({
        error: expect.stringMatching(/^body: this call takes no body \(send \{\} or none\)/),
        issues: [expect.objectContaining({ path: 'body' })],
      });
    }
    expect(await state()).toEqual(before);

    // `{}`, the tester guide's body for them, still does what they say.
    await request(app).delete('/__devkit/journal').send({}).expect(200);
    await request(app).delete('/__devkit/faults').send({}).expect(200);
    expect(await state()).toEqual({ faults: 0, script: 'global', journal: 0 });
  });

  it('refuses a query parameter a call does not take, a repeated one and a session id no session can have, acting on nothing', async () => {
    const { app } = createApp();
    await request(app)
      .post('/__devkit/faults')
      .query({ session: 's-1' })
      .send({ target: 'getPplTalkMessagesEurW', code: 'internal' })
      .expect(201);
    await request(app).post('/__devkit/faults').send({ target: 'getPplTalkMessagesEurW', code: 'unavailable', uid: 'u-a' }).expect(201);
    const faults = async () => ((await request(app).get('/__devkit/faults').expect(200)).body.faults as unknown[]).length;

    // A misspelt ?session= would have cleared every session's faults.
    const misspelt = await request(app).delete('/__devkit/faults?sesion=s-1').send({}).expect(400);
    expect(misspelt.body).toEqual({
      error: '?sesion: not a parameter of this call; it takes ?uid=, ?id=, ?session=',
      issues: [{ path: '?sesion', message: 'not a parameter of this call; it takes ?uid=, ?id=, ?session=' }],
    });
    const refused = [
      request(app).delete('/__devkit/faults?id=f1&id=f2').send({}),
      request(app).delete('/__devkit/faults?session=s%201').send({}),
      request(app).delete('/__devkit/faults').set('X-Devkit-Session', 's<1>').send({}),
      request(app).post('/__devkit/reset?session=s-1').send({}),
      request(app).get('/__devkit/store?page=1'),
      request(app).get('/__devkit/holds?sessions=s-1'),
      request(app).delete('/__devkit/faults?id=').send({}),
    ];
    const answers = [];
    for (const call of refused) answers.push((await call.expect(400)).body.error as string);
    expect(answers).toEqual([
      '?id: give it once, as text',
      '?session: a session id is 1 to 200 letters, digits or . _ : ~ -',
      'X-Devkit-Session: a session id is 1 to 200 letters, digits or . _ : ~ -',
      '?session: this call takes no query parameters',
      '?page: not a parameter of this call; it takes ?limit=, ?after=',
      '?sessions: not a parameter of this call; it takes ?session=',
      '?id: give it a value, or leave it out',
    ]);
    expect(await faults()).toBe(2);

    // What the calls take still works.
    await request(app).delete('/__devkit/faults').query({ session: 's-1' }).send({}).expect(200);
    expect(await faults()).toBe(1);

    // A site call with such a header is in no session (the control API could not address it), so a session's fault misses it.
    await request(app)
      .post('/__devkit/faults')
      .query({ session: 's-2' })
      .send({ target: 'getPplTalkMessagesEurW', code: 'internal' })
      .expect(201);
    await request(app)
      .post(LIST)
      .set('X-Devkit-Session', 's 2')
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
    const [entry] = ((await request(app).get('/__devkit/journal?name=getPplTalkMessagesEurW').expect(200)).body as Entries).entries;
    expect(entry?.session).toBeNull();
  });

  it('refuses a journal filter that no entry can meet instead of listing every entry', async () => {
    const { app } = createApp();
    for (let i = 0; i < 3; i++)
      await request(app)
        .post(LIST)
        .send({ data: { sortMode: 'top', limit: 1 } })
        .expect(200);
    const kind = await request(app).get('/__devkit/journal?kind=calable').expect(400);
    expect(kind.body.error).toBe('?kind: callable or store');
    for (const since of ['abc', '-1', '1.5', ''.padEnd(16, '9')]) {
      const answer = await request(app).get('/__devkit/journal').query({ since }).expect(400);
      expect(answer.body.error).toBe('?since: the number of a journal entry (its id), from 0');
    }
    const all = ((await request(app).get('/__devkit/journal?kind=callable').expect(200)).body as Entries).entries;
    expect(all).toHaveLength(3);
    const after = ((await request(app).get(`/__devkit/journal?since=${all[0]?.id}`).expect(200)).body as Entries).entries;
    expect(after.map((e) => e.id)).toEqual(all.slice(1).map((e) => e.id));
  });

  it('refuses a drop that would also answer: a dropped call answers nothing', async () => {
    const { app } = createApp();
    const fault = await request(app).post('/__devkit/faults').send({ target: '*', drop: true, code: 'internal' }).expect(400);
    expect(fault.body.issues).toEqual([
      { path: 'drop', message: 'a dropped call answers nothing: drop cannot go with code, status or result' },
    ]);
    await request(app).post('/__devkit/faults').send({ target: '*', drop: true, result: {} }).expect(400);
    const script = await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ drop: true, reply: 'hi' }] }] })
      .expect(400);
    expect(script.body.issues).toEqual([
      { path: 'rules[0].steps[0].drop', message: 'a dropped call answers nothing: drop cannot go with error, result, reply or responses' },
    ]);
    await request(app)
      .post('/__devkit/holds/release')
      .send({ step: { drop: true, error: { status: 'INTERNAL' } } })
      .expect(400);
    // Held, then dropped when released, is a sequence, not a contradiction.
    await request(app).post('/__devkit/faults').send({ target: '*', hang: true, drop: true, times: 1 }).expect(201);
    const call = request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } })
      .then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
    await expect.poll(async () => ((await request(app).get('/__devkit/holds').expect(200)).body.holds as unknown[]).length).toBe(1);
    await request(app).post('/__devkit/holds/release').send({}).expect(200);
    expect(await call).toBe('ECONNRESET');
    const [entry] = ((await request(app).get('/__devkit/journal').expect(200)).body as Entries).entries;
    expect(entry).toMatchObject({ outcome: 'dropped', sdkCode: 'internal' });
  });

  it('answers an unreadable or expired bearer token with 401 UNAUTHENTICATED', async () => {
    const { app } = createApp();
    const bad = await request(app)
      .post(LIST)
      .set('Authorization', 'Bearer not-a-jwt')
      .send({ data: { sortMode: 'top' } })
      .expect(401);
    expect(bad.body.error.status).toBe('UNAUTHENTICATED');
    const expired = unsignedToken({ user_id: 'u', exp: 1 });
    await request(app)
      .post(LIST)
      .set('Authorization', `Bearer ${expired}`)
      .send({ data: { sortMode: 'top' } })
      .expect(401);
  });

  it('serves local avatar images', async () => {
    const { app } = createApp();
    const res = await request(app).get('/__devkit/images/avatars/3.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    await request(app).get('/__devkit/images/avatars/..%2Fsecret').expect(404);
  });
});
