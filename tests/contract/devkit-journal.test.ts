import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { sdkViewOf } from '../../mock-server/devkit/sdk-view';
import type { JournalEntry } from '../../mock-server/journal';
import { emulatorToken } from '../support/tokens';

// Issue 8, point 4: a journal of every call, filterable, clearable and robust to any body.
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const SESSION = 'X-Devkit-Session';
const auth = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
const entries = async (app: Express, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ((await request(app).get('/__devkit/journal').query(query).set(headers).expect(200)).body as { entries: JournalEntry[] }).entries;

describe('journal entries', () => {
  it('records a scripted AI call: decoded data, uid, session, rule and step, status, body, SDK code and timing', async () => {
    const { app } = createApp();
    await request(app)
      .put('/__devkit/ai-script')
      .send({
        rules: [
          { match: { contains: 'zzz' }, steps: [{ reply: 'no' }] },
          { name: 'greeting', steps: [{ reply: 'one' }, { delayMs: 60, error: { status: 'UNAVAILABLE', message: 'down' } }] },
        ],
      })
      .expect(200);
    const data = { message: 'hello', mentions: [{ name: 'Sam', id: 'p1' }], threadId: 't1' };
    await request(app).post(AI).set(auth('u1')).set(SESSION, 's-1').send({ data }).expect(200);
    await request(app).post(AI).set(auth('u1')).set(SESSION, 's-1').send({ data }).expect(503);
    const [first, second] = await entries(app, { name: 'f8ChatEurW' });
    expect(first).toMatchObject({
      kind: 'callable',
      name: 'f8ChatEurW',
      body: { data },
      data,
      uid: 'u1',
      session: 's-1',
      rule: { index: 1, step: 0, scope: 'global', name: 'greeting' },
      fault: null,
      status: 200,
      response: { result: { message: 'one' } },
      sdkCode: 'ok',
      outcome: 'answered',
      warnings: [],
    });
    expect(second).toMatchObject({
      rule: { index: 1, step: 1 },
      status: 503,
      response: { error: { status: 'UNAVAILABLE', message: 'down' } },
      sdkCode: 'unavailable',
    });
    expect(second?.durationMs).toBeGreaterThanOrEqual(55);
    expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
  });

  it('records the fault that answered a call', async () => {
    const { app } = createApp();
    const { body } = await request(app).post('/__devkit/faults').send({ target: '*', code: 'internal', times: 1 }).expect(201);
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' } })
      .expect(500);
    expect(await entries(app)).toEqual([expect.objectContaining({ fault: body.id, status: 500, sdkCode: 'internal' })]);
  });

  it('reads back after a 5,000-deep request body, keeping the outer levels and saying what was cut', async () => {
    const { app } = createApp();
    const deep = `{"data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    await request(app).post(LIST).set('Content-Type', 'application/json').send(deep);
    const [entry] = await entries(app);
    expect(entry?.status).toBe(400);
    expect(entry?.body).toMatchObject({ data: { a: { a: { a: {} } } } });
    expect(JSON.stringify(entry?.body)).toContain('[cut: deeper than 32 levels]');
    expect(entry?.warnings).toEqual([expect.stringContaining('nesting deeper than 32 levels')]);
    // The journal still works afterwards, with no clearing.
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
    expect(await entries(app)).toHaveLength(2);
  });

  it('cuts a huge string and a huge array without losing the entry, then keeps what is still big as a preview', async () => {
    const { app } = createApp({ bodyLimit: '2mb' });
    const body = { data: { text: 'x'.repeat(50_000), list: Array.from({ length: 30_000 }, (_, i) => i) } };
    await request(app).post(LIST).send(body).expect(400);
    const [entry] = await entries(app);
    const kept = entry?.body as { preview: string; bytes: number };
    expect(kept.preview).toBe(`{"data":{"text":"${'x'.repeat(4000 - 17)}`);
    expect(kept.bytes).toBeGreaterThan(65_536);
    expect(entry?.warnings.join(' ')).toMatch(/longer than 20000 characters.*more than 20000 values|more than 20000 values.*longer than/);
    expect(entry?.warnings.join(' ')).toMatch(/over 65536 bytes: the journal keeps a preview/);
  });

  it('records store calls with their document and answer, and requests that never reached a function', async () => {
    const { app } = createApp();
    await request(app)
      .put('/store/v1/users/alice/meta/firstLoad')
      .set(auth('alice'))
      .send({ created: '2026-11-20T10:00:00.000Z', platform: 'web' })
      .expect(200);
    await request(app).post(LIST).set('Content-Type', 'text/plain').send('{"data":{}}').expect(400);
    const [store, refused] = await entries(app);
    expect(store).toMatchObject({
      kind: 'store',
      name: 'PUT users/alice/meta/firstLoad',
      data: { created: '2026-11-20T10:00:00.000Z', platform: 'web' },
      status: 200,
      response: { platform: 'web' },
      sdkCode: null,
    });
    expect(refused).toMatchObject({ kind: 'callable', status: 400, sdkCode: 'invalid-argument', outcome: 'answered' });
  });
});

describe('journal filters and clearing', () => {
  const seed = async () => {
    const { app } = createApp();
    const call = (headers: Record<string, string>) =>
      request(app)
        .post(LIST)
        .set(headers)
        .send({ data: { sortMode: 'top', limit: 1 } })
        .expect(200);
    await call({});
    await call(auth('u1'));
    await call({ [SESSION]: 's-1' });
    await request(app).get('/store/v1/users/u1/people').set(auth('u1')).set(SESSION, 's-1').expect(200);
    return app;
  };

  it('counts the entries a filter matches with count=1, and refuses any other count', async () => {
    const app = await seed();
    const count = async (query: Record<string, string>) =>
      (await request(app).get('/__devkit/journal').query(query).expect(200)).body as unknown;
    expect(await count({ count: '1' })).toEqual({ count: 4 });
    expect(await count({ count: '1', name: 'getPplTalkMessagesEurW', uid: 'u1' })).toEqual({ count: 1 });
    expect(await count({ count: '1', name: 'noSuchFunction' })).toEqual({ count: 0 });
    const refused = await request(app).get('/__devkit/journal').query({ count: 'yes' }).expect(400);
    expect(refused.body.issues[0].path).toBe('?count');
  });

  it('filters by name, prefix, uid, kind, since and session (query, header or cookie)', async () => {
    const app = await seed();
    expect(await entries(app)).toHaveLength(4);
    expect(await entries(app, { name: 'getPplTalkMessagesEurW' })).toHaveLength(3);
    expect((await entries(app, { prefix: 'GET users/' })).map((e) => e.name)).toEqual(['GET users/u1/people']);
    expect(await entries(app, { uid: 'u1' })).toHaveLength(2);
    expect(await entries(app, { kind: 'store' })).toHaveLength(1);
    const all = await entries(app);
    expect(await entries(app, { since: String(all[1]?.id) })).toEqual(all.slice(2));
    expect(await entries(app, { session: 's-1' })).toHaveLength(2);
    expect(await entries(app, {}, { [SESSION]: 's-1' })).toHaveLength(2);
    expect(await entries(app, {}, { Cookie: 'devkit_session=s-1' })).toHaveLength(2);
    expect(await entries(app, { session: 's-1', kind: 'callable' })).toHaveLength(1);
  });

  it('clears only the caller’s session’s entries when it names one, and everything otherwise', async () => {
    const app = await seed();
    await request(app).delete('/__devkit/journal').set(SESSION, 's-1').send({}).expect(200);
    expect((await entries(app)).map((e) => e.session)).toEqual([null, null]);
    await request(app).delete('/__devkit/journal').send({}).expect(200);
    expect(await entries(app)).toEqual([]);
  });
});

describe('what the Firebase SDK makes of an answer', () => {
  it.each([
    [200, { result: { message: 'hi' } }, 'ok', 0],
    [200, { data: null }, 'ok', 0],
    [200, {}, 'internal', 1],
    [200, null, 'internal', 1],
    [200, { result: { nested: [{ '@type': 'type.googleapis.com/google.protobuf.Struct' }] } }, 'decode-error', 1],
    [200, { result: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '12' } }, 'ok', 0],
    [503, { error: { status: 'UNAVAILABLE', message: 'x' } }, 'unavailable', 0],
    [500, { error: { status: 'NOT_FOUND', message: 'x' } }, 'not-found', 0],
    [500, { error: { status: 'TEAPOT', message: 'x' } }, 'internal', 1],
    [418, null, 'unknown', 0],
    [null, null, 'internal', 0],
  ] as const)('HTTP %s with %j gives %s', (status, body, code, warnings) => {
    const view = sdkViewOf(status, body);
    expect(view.code).toBe(code);
    expect(view.warnings).toHaveLength(warnings);
  });
});

describe('journal memory', () => {
  // `{"a":n}` objects: the shape whose copies cost the server the most memory per byte sent.
  const bigBody = (values: number) => ({ data: { list: Array.from({ length: values }, (_, a) => ({ a })) } });

  it('keeps a body over 64 KiB as a preview of its JSON with its size in bytes, and says so', async () => {
    const { app } = createApp();
    const sent = bigBody(8000);
    await request(app).post(LIST).send(sent).expect(400);
    const [entry] = await entries(app);
    const json = JSON.stringify(sent);
    expect(entry?.body).toEqual({ preview: json.slice(0, 4000), bytes: Buffer.byteLength(json) });
    expect(entry?.data).toEqual({ preview: JSON.stringify(sent.data).slice(0, 4000), bytes: Buffer.byteLength(JSON.stringify(sent.data)) });
    expect(entry?.warnings.join(' ')).toMatch(/request body was \d+ bytes, over 65536 bytes: the journal keeps a preview/);
  });

  it('bounds the whole journal by bytes, forgetting the oldest entries, and reads back after many big calls', async () => {
    const { app, state } = createApp({ journalBytes: 512 * 1024 });
    for (let call = 0; call < 40; call++) await request(app).post(LIST).send(bigBody(4500)).expect(400);
    const kept = await entries(app);
    expect(kept.length).toBeGreaterThan(2);
    expect(kept.length).toBeLessThan(20);
    expect(kept.at(-1)?.id).toBe(40);
    expect(state.journal.bytes).toBeLessThanOrEqual(512 * 1024);
    expect(state.journal.bytes).toBeGreaterThan(256 * 1024);
    await request(app).delete('/__devkit/journal').send({}).expect(200);
    expect(state.journal.bytes).toBe(0);
    expect(await entries(app)).toEqual([]);
  });
});

describe('waiting for a call: GET /__devkit/journal/next', () => {
  const data = { message: 'wait for me', mentions: [], threadId: 't1' };
  const callAi = (app: Express, session?: string) =>
    request(app)
      .post(AI)
      .set(auth('u1'))
      .set(session ? { [SESSION]: session } : {})
      .send({ data });
  const until = async (done: () => boolean) => {
    for (const end = Date.now() + 5000; !done();) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('answers the next matching call to arrive, with its request body, even while the call is held', async () => {
    const { app, state } = createApp();
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ hold: true }] }] })
      .expect(200);
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
    const waiting = request(app)
      .get('/__devkit/journal/next')
      .query({ name: 'f8ChatEurW', session: 's-1', timeoutMs: '5000' })
      .then((res) => res);
    await until(() => state.journal.waiting > 0);
    await request(app)
      .post(LIST)
      .set(SESSION, 's-1')
      .send({ data: { sortMode: 'top', limit: 1 } })
      .expect(200);
    const other = callAi(app).then((res) => res);
    await until(() => state.holds.list().length === 1);
    const held = callAi(app, 's-1').then((res) => res);
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'f8ChatEurW', session: 's-1', body: { data }, data });
    await until(() => state.holds.list().length === 2);
    // The journal shows what a held call sent while it is held, not only once it is released.
    expect(await entries(app, { session: 's-1', name: 'f8ChatEurW' })).toEqual([
      expect.objectContaining({ body: { data }, outcome: 'held' }),
    ]);
    await request(app)
      .post('/__devkit/holds/release')
      .send({ step: { reply: 'done' } })
      .expect(200);
    expect((await held).status).toBe(200);
    expect((await other).status).toBe(200);
  });

  it('answers 204 when no call comes in time, and takes at most 60 s', async () => {
    const { app } = createApp();
    const started = performance.now();
    await request(app).get('/__devkit/journal/next').query({ prefix: 'GET users/', timeoutMs: '150' }).expect(204);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const refused = await request(app).get('/__devkit/journal/next').query({ timeoutMs: '60001' }).expect(400);
    expect(refused.body.issues[0]).toEqual({ path: '?timeoutMs', message: 'whole milliseconds to wait, 0 to 60000' });
    await request(app).get('/__devkit/journal/next').query({ since: '3' }).expect(400);
  });
});
