import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { targets } from '../../mock-server/faults';
import { callTimeoutFromEnv, Holds, type HeldCall } from '../../mock-server/devkit/holds';
import { emulatorToken } from '../support/tokens';

// Issue 8, points 2 and 3: faults for any call (callables and store routes) and held calls.
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const SESSION = 'X-Devkit-Session';
type Invalid = { error: string; issues: { path: string; message: string }[] };
const auth = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
const list = (app: Express, session?: string) =>
  request(app)
    .post(LIST)
    .set(session ? { [SESSION]: session } : {})
    .send({ data: { sortMode: 'top', limit: 1 } });
const fault = (app: Express, body: object, session?: string) =>
  request(app)
    .post('/__devkit/faults')
    .set(session ? { [SESSION]: session } : {})
    .send(body);
const holds = async (app: Express, session?: string) =>
  (
    await request(app)
      .get('/__devkit/holds')
      .set(session ? { [SESSION]: session } : {})
      .expect(200)
  ).body.holds as HeldCall[];

/** Polls until `count` calls are held (at most 5 s). */
async function held(app: Express, count = 1, session?: string): Promise<HeldCall[]> {
  const end = Date.now() + 5000;
  for (;;) {
    const now = await holds(app, session);
    if (now.length >= count) return now;
    if (Date.now() > end) throw new Error(`expected ${count} held calls, found ${now.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('faults for callables', () => {
  it('scripts a success body for any callable with result, skipping the function', async () => {
    const { app } = createApp();
    await fault(app, { target: 'getPplTalkMessagesEurW', result: { success: false, error: 'scripted', messages: [] }, times: 1 }).expect(
      201,
    );
    expect((await list(app).expect(200)).body).toEqual({ result: { success: false, error: 'scripted', messages: [] } });
    expect((await list(app).expect(200)).body.result.success).toBe(true);
  });

  it('takes SPEC 8 status names as well as codes, with an id to remove one fault by', async () => {
    const { app } = createApp();
    const { body } = await fault(app, { target: '*', status: 'RESOURCE_EXHAUSTED' }).expect(201);
    expect(body.id).toMatch(/^f\d+$/);
    expect((await list(app).expect(429)).body.error.status).toBe('RESOURCE_EXHAUSTED');
    await fault(app, { target: 'relationshipTipsEurW', code: 'internal' }).expect(201);
    const removed = await request(app).delete('/__devkit/faults').query({ id: body.id }).send({}).expect(200);
    expect(removed.body.removed).toBe(1);
    await list(app).expect(200);
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toEqual([
      expect.objectContaining({ target: 'relationshipTipsEurW' }),
    ]);
  });

  it('drops the connection for drop: true', async () => {
    const { app, state } = createApp();
    await fault(app, { target: 'getPplTalkMessagesEurW', drop: true, times: 1 }).expect(201);
    await expect(list(app).then((r) => r.status)).rejects.toThrow(/socket hang up|ECONNRESET/);
    await list(app).expect(200);
    expect(state.journal.list('getPplTalkMessagesEurW').map((e) => e.outcome)).toEqual(['dropped', 'answered']);
  });

  it('holds a hanging call until it is released, then answers as usual', async () => {
    const { app } = createApp();
    await fault(app, { target: 'getPplTalkMessagesEurW', hang: true, times: 1 }).expect(201);
    const pending = list(app).then((r) => r);
    const [call] = await held(app);
    expect(call).toMatchObject({ kind: 'callable', name: 'getPplTalkMessagesEurW', reason: expect.stringMatching(/^fault f\d+$/) });
    await request(app).post('/__devkit/holds/release').send({}).expect(200);
    expect((await pending).status).toBe(200);
  });

  it('answers a callable still held at the function time-out as a function that timed out; a store call stays held', async () => {
    const { app, state } = createApp();
    // The time-out is 70 s (SPEC 9); a shorter one here.
    state.holds = new Holds(300);
    await fault(app, { target: 'getPplTalkMessagesEurW', hang: true, times: 1 }).expect(201);
    await fault(app, { target: 'GET users/*', hang: true, times: 1 }).expect(201);
    const started = Date.now();
    const storeCall = request(app)
      .get('/store/v1/users/alice')
      .set(auth('alice'))
      .then((r) => r);
    const timedOut = await list(app);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(timedOut.status).toBe(504);
    expect(timedOut.body).toEqual({
      error: {
        status: 'DEADLINE_EXCEEDED',
        message: expect.stringMatching(/^The function timed out after 0.3 s \(held by the dev kit: fault f\d+\)\.$/),
      },
    });
    expect(await held(app)).toEqual([expect.objectContaining({ kind: 'store', name: 'GET users/alice' })]);
    const [entry] = state.journal.list('getPplTalkMessagesEurW');
    expect(entry).toMatchObject({
      outcome: 'answered',
      sdkCode: 'deadline-exceeded',
      warnings: [expect.stringContaining('the function time-out, and never released')],
    });
    await request(app).post('/__devkit/holds/release').send({}).expect(200);
    // Released, it goes on as usual: alice has no profile.
    expect((await storeCall).status).toBe(404);
  });

  it('applies a session’s own fault before a uid’s and a global one, whatever the order they were added in', async () => {
    const { app } = createApp();
    await fault(app, { target: '*', code: 'internal' }).expect(201);
    await fault(app, { target: '*', code: 'unavailable', uid: 'u1' }).expect(201);
    await fault(app, { target: '*', code: 'not-found', session: 's-1' }).expect(201);
    await list(app).expect(500);
    await list(app).set(auth('u1')).expect(503);
    await list(app, 's-1').set(auth('u1')).expect(404);
    await list(app, 's-2').expect(500);
  });

  it('plays a one-off fault added over a standing one of the same scope, then the standing one again; one-offs in the order added', async () => {
    const { app } = createApp();
    await fault(app, { target: 'getPplTalkMessagesEurW', delayMs: 1 }).expect(201);
    await fault(app, { target: 'getPplTalkMessagesEurW', status: 'UNAVAILABLE', times: 1 }).expect(201);
    await fault(app, { target: 'getPplTalkMessagesEurW', status: 'NOT_FOUND', times: 1 }).expect(201);
    await list(app).expect(503);
    await list(app).expect(404);
    await list(app).expect(200);
    // The third call met the standing delay.
    const { entries } = (await request(app).get('/__devkit/journal').expect(200)).body as { entries: { fault?: unknown }[] };
    expect(entries.map((entry) => entry.fault)).toEqual([
      expect.stringContaining('f2'),
      expect.stringContaining('f3'),
      expect.stringContaining('f1'),
    ]);
  });

  it('cuts a delay short at a reset, or at the end of its session (not another’s): the call answers UNAVAILABLE at once', async () => {
    const { app } = createApp();
    const timed = async (call: Promise<request.Response>) => {
      const start = Date.now();
      const res = await call;
      return { status: res.status, ms: Date.now() - start };
    };
    await fault(app, { target: 'getPplTalkMessagesEurW', delayMs: 5000, status: 'UNAVAILABLE' }).expect(201);
    const delayed = timed(list(app).then((res) => res));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(app).post('/__devkit/reset').send({}).expect(200);
    const afterReset = await delayed;
    expect(afterReset.status).toBe(503);
    expect(afterReset.ms).toBeLessThan(3000);

    await fault(app, { target: 'getPplTalkMessagesEurW', delayMs: 5000, status: 'UNAVAILABLE' }, 's-1').expect(201);
    await fault(app, { target: 'getPplTalkMessagesEurW', delayMs: 1500 }, 's-2').expect(201);
    const mine = timed(list(app, 's-1').then((res) => res));
    const theirs = timed(list(app, 's-2').then((res) => res));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(app).delete('/__devkit/session').set(SESSION, 's-1').send({}).expect(200);
    const afterEnd = await mine;
    expect(afterEnd.status).toBe(503);
    expect(afterEnd.ms).toBeLessThan(1200);
    // Another session's delay runs its course.
    expect((await theirs).ms).toBeGreaterThanOrEqual(1450);
  });

  it('refuses a fault that does nothing, a message without an error, and a session no call can have, saying which', async () => {
    const { app } = createApp();
    const refused = async (body: object, session?: string) => (await fault(app, body, session).expect(400)).body as Invalid;
    expect((await refused({ target: 'getPplTalkMessageEurW' })).issues[0]?.message).toBe(
      'a fault does something: give code or status, result, delayMs (over 0), hang or drop',
    );
    expect((await refused({ target: 'getPplTalkMessageEurW', delayMs: 0 })).issues[0]?.path).toBe('fault');
    expect((await refused({ target: 'getPplTalkMessageEurW', delayMs: 5, message: 'boom' })).issues).toEqual([
      { path: 'message', message: 'message and details go with an error: give code or status too' },
    ]);
    expect((await refused({ target: '*', code: 'internal', session: 'has space!' })).issues[0]?.path).toBe('session');
    // The body's session and the call's disagree: the fault would be missing from the tester's own listing.
    expect((await refused({ target: '*', code: 'internal', session: 'b' }, 'a')).issues[0]?.path).toBe('session');
    await fault(app, { target: '*', code: 'internal', session: 'a' }, 'a').expect(201);
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toHaveLength(1);
  });

  it('scopes a fault to the session of the control call that adds it (header), leaving other sessions alone', async () => {
    const { app } = createApp();
    await fault(app, { target: '*', code: 'internal' }, 's-1').expect(201);
    expect((await request(app).get('/__devkit/faults').expect(200)).body.faults).toEqual([expect.objectContaining({ session: 's-1' })]);
    await list(app, 's-1').expect(500);
    await list(app, 's-2').expect(200);
    await list(app).expect(200);
    await request(app).delete('/__devkit/faults').set(SESSION, 's-2').send({}).expect(200);
    await list(app, 's-1').expect(500);
  });

  it('refuses a malformed fault naming the field', async () => {
    const { app } = createApp();
    for (const [body, path] of [
      [{ target: 'x', status: 'TEAPOT' }, 'status'],
      [{ target: 'x', code: 'internal', result: {} }, 'result'],
      [{ target: 'x', code: 'internal', status: 'INTERNAL' }, 'status'],
      [{ target: 'FETCH users/*' }, 'target'],
      [{ target: 'x', drop: 1 }, 'drop'],
    ] as const) {
      const res = await fault(app, body).expect(400);
      expect((res.body as Invalid).issues.map((issue) => issue.path)).toContain(path);
    }
  });
});

describe('faults for store routes', () => {
  const profile = (uid: string) => ({
    uid,
    email: `${uid}@example.com`,
    displayName: 'Alice Example',
    firstName: 'Alice',
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'en',
    timezone: null,
  });
  const read = (app: Express, path: string, uid = 'alice') => request(app).get(`/store/v1/users/${uid}${path}`).set(auth(uid));

  it('matches METHOD path patterns: * one segment, ** any, :name one, METHOD * any', () => {
    expect(targets('GET users/*', 'store', 'GET users/alice')).toBe(true);
    expect(targets('GET users/*', 'store', 'GET users/alice/chat')).toBe(false);
    expect(targets('GET users/*', 'store', 'PUT users/alice')).toBe(false);
    expect(targets('* users/:uid/chat', 'store', 'PUT users/alice/chat')).toBe(true);
    expect(targets('GET users/**', 'store', 'GET users/alice/chatThreads/t1/messages')).toBe(true);
    expect(targets('GET users/*/chatThreads*', 'store', 'GET users/alice/chatThreads')).toBe(true);
    expect(targets('get /users/alice', 'store', 'GET users/alice')).toBe(true);
    expect(targets('*', 'store', 'GET users/alice')).toBe(false);
    expect(targets('*', 'callable', 'chatEurW')).toBe(true);
  });

  it('fails a store read with the scripted status in the callable error shape, for the next N calls', async () => {
    const { app, state } = createApp();
    state.store.set('users/alice', profile('alice'));
    await fault(app, { target: 'GET users/*', status: 'UNAVAILABLE', message: 'store down', times: 2 }).expect(201);
    expect((await read(app, '').expect(503)).body).toEqual({ error: { status: 'UNAVAILABLE', message: 'store down' } });
    await read(app, '').expect(503);
    await read(app, '').expect(200);
  });

  it('answers a store route with a scripted body, and leaves other routes alone', async () => {
    const { app, state } = createApp();
    state.store.set('users/alice', profile('alice'));
    await fault(app, { target: 'GET users/*/people', result: { people: [{ id: 'p1', firstName: 'Scripted' }] } }).expect(201);
    expect((await read(app, '/people').expect(200)).body).toEqual({ people: [{ id: 'p1', firstName: 'Scripted' }] });
    expect((await read(app, '').expect(200)).body).toMatchObject({ uid: 'alice' });
  });

  it('delays, holds and drops store calls; a write held and released still writes', async () => {
    const { app, state } = createApp();
    await fault(app, { target: 'PUT users/:uid', hang: true, times: 1 }).expect(201);
    const pending = request(app)
      .put('/store/v1/users/alice')
      .set(auth('alice'))
      .send(profile('alice'))
      .then((r) => r);
    const [call] = await held(app);
    expect(call).toMatchObject({ kind: 'store', name: 'PUT users/alice', uid: 'alice' });
    expect(state.store.get('users/alice')).toBeUndefined();
    await request(app).post('/__devkit/holds/release').send({ id: call?.id }).expect(200);
    expect((await pending).status).toBe(200);
    expect(state.store.get('users/alice')).toMatchObject({ uid: 'alice' });

    await fault(app, { target: 'GET users/*', delayMs: 250, times: 1 }).expect(201);
    const started = Date.now();
    await read(app, '').expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);

    await fault(app, { target: 'GET users/*/chat', drop: true, times: 1 }).expect(201);
    await expect(read(app, '/chat').then((r) => r.status)).rejects.toThrow(/socket hang up|ECONNRESET/);
    await read(app, '/chat').expect(200);
  });

  it('with afterWrite, lets the store write and then answers the error or drop in its place', async () => {
    const { app, state } = createApp();
    await fault(app, { target: 'PUT users/:uid', code: 'unavailable', message: 'answer lost', afterWrite: true, times: 1 }).expect(201);
    const lost = await request(app).put('/store/v1/users/alice').set(auth('alice')).send(profile('alice')).expect(503);
    expect(lost.body).toEqual({ error: { status: 'UNAVAILABLE', message: 'answer lost' } });
    expect(state.store.get('users/alice')).toMatchObject({ uid: 'alice' });
    await request(app).put('/store/v1/users/alice').set(auth('alice')).send(profile('alice')).expect(200);

    await fault(app, { target: 'PUT users/:uid', drop: true, afterWrite: true, times: 1 }).expect(201);
    await expect(
      request(app)
        .put('/store/v1/users/bob')
        .set(auth('bob'))
        .send(profile('bob'))
        .then((r) => r.status),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(state.store.get('users/bob')).toMatchObject({ uid: 'bob' });
  });

  it.each([
    ['a callable', { target: 'f8ChatEurW', code: 'unavailable', afterWrite: true }],
    ['a hold', { target: 'PUT users/:uid', hang: true, afterWrite: true }],
    ['a scripted body', { target: 'PUT users/:uid', result: {}, afterWrite: true }],
    ['a delay alone', { target: 'PUT users/:uid', delayMs: 100, afterWrite: true }],
  ])('refuses afterWrite with %s, naming the field', async (_label, body) => {
    const { app } = createApp();
    const res = await fault(app, body).expect(400);
    expect(JSON.stringify(res.body)).toContain('afterWrite');
  });

  it('scopes a store fault to one uid', async () => {
    const { app, state } = createApp();
    state.store.set('users/alice', profile('alice'));
    state.store.set('users/bob', profile('bob'));
    await fault(app, { target: 'GET users/*', code: 'permission-denied', uid: 'bob' }).expect(201);
    await read(app, '', 'alice').expect(200);
    await read(app, '', 'bob').expect(403);
  });
});

describe('holds', () => {
  const aiScript = (app: Express, session?: string) =>
    request(app)
      .put('/__devkit/ai-script')
      .set(session ? { [SESSION]: session } : {})
      .send({ rules: [{ steps: [{ hold: true }] }] });
  const ask = (app: Express, session?: string) =>
    request(app)
      .post(AI)
      .set({ ...auth('u1'), ...(session ? { [SESSION]: session } : {}) })
      .send({ data: { message: 'hi', mentions: [], threadId: 't' } })
      .then((r) => r);

  it('releases one call by id with a step to answer, and the rest with none (they go on to the companion)', async () => {
    const { app } = createApp();
    await aiScript(app).expect(200);
    const first = ask(app);
    const second = ask(app);
    const calls = await held(app, 2);
    const [a, b] = calls;
    const one = await request(app)
      .post('/__devkit/holds/release')
      .send({ id: a?.id, step: { reply: { message: 'from the release' } } })
      .expect(200);
    expect(one.body.released).toEqual([a?.id]);
    expect(await holds(app)).toEqual([expect.objectContaining({ id: b?.id })]);
    const all = await request(app).post('/__devkit/holds/release').send({}).expect(200);
    expect(all.body.released).toEqual([b?.id]);
    const answers = await Promise.all([first, second]);
    const byStatus = answers.map((r) => r.status).sort();
    expect(byStatus).toEqual([200, 404]);
    expect(answers.find((r) => r.status === 200)?.body).toEqual({ result: { message: { message: 'from the release' } } });
  });

  it('releases with an error or a drop step', async () => {
    const { app } = createApp();
    await aiScript(app).expect(200);
    const failing = ask(app);
    const [call] = await held(app);
    await request(app)
      .post('/__devkit/holds/release')
      .send({ id: call?.id, step: { error: { status: 'UNAVAILABLE' } } })
      .expect(200);
    expect((await failing).status).toBe(503);
    const dropped = ask(app);
    await held(app);
    await request(app)
      .post('/__devkit/holds/release')
      .send({ step: { drop: true } })
      .expect(200);
    await expect(dropped).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('lists and releases only the caller’s session’s held calls', async () => {
    const { app } = createApp();
    await aiScript(app, 's-1').expect(200);
    await aiScript(app, 's-2').expect(200);
    const one = ask(app, 's-1');
    const two = ask(app, 's-2');
    await held(app, 2);
    expect((await holds(app, 's-1')).map((h) => h.session)).toEqual(['s-1']);
    const other = (await holds(app, 's-2'))[0];
    await request(app).post('/__devkit/holds/release').set(SESSION, 's-1').send({ id: other?.id }).expect(404);
    await request(app).post('/__devkit/holds/release').set(SESSION, 's-1').send({}).expect(200);
    expect((await one).status).toBe(404);
    expect((await holds(app)).map((h) => h.session)).toEqual(['s-2']);
    await request(app).post('/__devkit/holds/release').send({}).expect(200);
    expect((await two).status).toBe(404);
  });

  it('forgets a held call whose client left, and refuses a release step that holds again', async () => {
    const { app } = createApp();
    await aiScript(app).expect(200);
    const abort = new AbortController();
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const gone = fetch(`http://127.0.0.1:${port}${AI}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth('u1') },
      body: JSON.stringify({ data: { message: 'hi', mentions: [], threadId: 't' } }),
      signal: abort.signal,
    }).catch((error: unknown) => error);
    await held(app);
    abort.abort();
    await gone;
    const end = Date.now() + 5000;
    while ((await holds(app)).length && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await holds(app)).toEqual([]);
    const res = await request(app)
      .post('/__devkit/holds/release')
      .send({ step: { hold: true } })
      .expect(400);
    expect(res.body.issues[0].path).toBe('step.hold');
    server.close();
  });

  it('releases every held call on reset', async () => {
    const { app } = createApp();
    await aiScript(app).expect(200);
    const pending = ask(app);
    await held(app);
    await request(app).post('/__devkit/reset').send({}).expect(200);
    expect((await pending).status).toBe(404);
  });
});

describe('quick time-outs offline (F8_CALL_TIMEOUT_MS)', () => {
  it('answers a callable still held at the call time-out it is given with DEADLINE_EXCEEDED, as the page gives up', async () => {
    const { app } = createApp({ callTimeoutMs: 300 });
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ hold: true }] }] })
      .expect(200);
    const started = performance.now();
    const answer = await request(app)
      .post(AI)
      .set(auth('u1'))
      .send({ data: { message: 'hi', mentions: [], threadId: 't1' } })
      .expect(504);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(answer.body.error).toEqual({ status: 'DEADLINE_EXCEEDED', message: expect.stringContaining('0.3 s') });
  });

  it('takes F8_CALL_TIMEOUT_MS as whole milliseconds up to 70,000, and stops with a message otherwise', () => {
    expect(callTimeoutFromEnv({})).toBe(70_000);
    expect(callTimeoutFromEnv({ F8_CALL_TIMEOUT_MS: '5000' })).toBe(5000);
    for (const bad of ['soon', '0', '2.5', '70001', '-1'])
      expect(() => callTimeoutFromEnv({ F8_CALL_TIMEOUT_MS: bad }), bad).toThrow(
        /^F8_CALL_TIMEOUT_MS is ".*": give whole milliseconds from 1 to 70000 \(default 70000\)/,
      );
  });
});
