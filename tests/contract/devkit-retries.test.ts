import { getApps } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp, type MockServerOptions } from '../../mock-server/app';
import type { JournalEntry } from '../../mock-server/journal';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';

// Issue 40, item 3: the journal shows one entry per HTTP request, and a request sent again says which one it repeats.
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const data = { message: 'Hello', mentions: [], threadId: 't1' };
const auth = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
type App = ReturnType<typeof createApp>['app'];

const entries = async (app: App, query: Record<string, string> = {}) =>
  ((await request(app).get('/__devkit/journal').query(query).expect(200)).body as { entries: JournalEntry[] }).entries;
const ask = (app: App, headers: Record<string, string> = {}, body: object = { data }) =>
  request(app).post(AI).set(auth('u1')).set(headers).send(body);
const dropped = (app: App, headers: Record<string, string> = {}) =>
  expect(ask(app, headers).then((r) => r.status)).rejects.toThrow(/socket hang up|ECONNRESET/);

describe('one journal entry per request', () => {
  it('journals a dropped call, a held one and a preflight no more than once each', async () => {
    const { app } = createApp({ allowedOrigins: ['http://localhost:5173'], aiModel: null });
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ drop: true }, { hold: true }] }] })
      .expect(200);
    await request(app).options(AI).set('Origin', 'http://localhost:5173').expect(204);
    await dropped(app);
    const held = ask(app).then((r) => r.status);
    await expect.poll(async () => ((await request(app).get('/__devkit/holds')).body as { holds: unknown[] }).holds).toHaveLength(1);
    await request(app)
      .post('/__devkit/holds/release')
      .send({ step: { reply: 'late' } })
      .expect(200);
    expect(await held).toBe(200);
    const listed = await entries(app);
    expect(listed.map((e) => [e.name, e.outcome])).toEqual([
      ['f8ChatEurW', 'dropped'],
      ['f8ChatEurW', 'answered'],
    ]);
  });
});

/** An app whose f8 calls all answer INTERNAL. */
async function failingApp(options: MockServerOptions = {}): Promise<App> {
  const { app } = createApp({ aiModel: null, ...options });
  await request(app)
    .put('/__devkit/ai-script')
    .send({ rules: [{ steps: [{ error: { status: 'INTERNAL' } }] }] })
    .expect(200);
  return app;
}

describe('a retry says it is one', () => {
  it('marks the same name and body from the same caller after a drop or an error', async () => {
    const { app } = createApp({ aiModel: null });
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ steps: [{ drop: true }, { error: { status: 'UNAVAILABLE' } }, { reply: 'ok' }, { reply: 'again' }] }] })
      .expect(200);
    await dropped(app);
    await ask(app).expect(503);
    await ask(app).expect(200);
    // After an answer that worked, the same request again is a new question, not a retry.
    await ask(app).expect(200);
    const listed = await entries(app);
    expect(listed.map((e) => e.retryOf)).toEqual([null, listed[0]!.id, listed[1]!.id, null]);
  });

  it('never marks another body, name, session or uid', async () => {
    const app = await failingApp();
    await ask(app).expect(500);
    await ask(app, {}, { data: { ...data, message: 'Other' } }).expect(500);
    await ask(app, { 'X-Devkit-Session': 's-2' }, { data: { ...data, message: 'Other' } }).expect(500);
    const other = { data: { ...data, message: 'Other' } };
    await request(app).post(AI).set(auth('u2')).send(other).expect(500);
    await request(app).post('/demo-f8/europe-west1/chatEurW').set(auth('u2')).send(other);
    expect((await entries(app)).map((e) => e.retryOf)).toEqual([null, null, null, null, null]);
  });

  it('tells long bodies apart as well as short ones', async () => {
    const app = await failingApp();
    const long = (letter: string) => ({ data: { ...data, message: letter.repeat(600) } });
    await ask(app, {}, long('a')).expect(400);
    await ask(app, {}, long('a')).expect(400);
    await ask(app, {}, long('b')).expect(400);
    const listed = await entries(app);
    expect(listed.map((e) => e.retryOf)).toEqual([null, listed[0]!.id, null]);
  });

  it('names no entry the journal forgot to stay within its budget', async () => {
    const app = await failingApp({ journalBytes: 1 });
    await ask(app).expect(500);
    await ask(app).expect(500);
    expect((await entries(app)).map((e) => e.retryOf)).toEqual([null]);
  });

  it('forgets what the journal forgot: a retry after DELETE names no entry', async () => {
    const app = await failingApp();
    await ask(app).expect(500);
    await request(app).delete('/__devkit/journal').send({}).expect(200);
    await ask(app).expect(500);
    expect((await entries(app)).map((e) => e.retryOf)).toEqual([null]);
  });

  it('through the real Firebase SDK: one entry per call, streamed or not, and the call made again is a retry', async () => {
    const setup = await callablesAgainstMock({ aiModel: null }, { idToken: () => emulatorToken('sdk-retry-user') });
    try {
      const app = getApps().at(-1);
      if (!app) throw new Error('the helper made no Firebase app');
      const functions = getFunctions(app, 'europe-west1');
      const callable = httpsCallable(functions, functionNames().aiChat, { timeout: 10_000 });
      const control = (method: string, path: string) =>
        fetch(`${setup.mock.url}/__devkit${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect((await control('POST', '/ai-script/scenarios/drop')).status).toBe(200);
      await expect(callable(data)).rejects.toMatchObject({ code: 'functions/internal' });
      const streamed = await callable.stream(data);
      streamed.data.catch(() => undefined);
      await expect(
        (async () => {
          for await (const chunk of streamed.stream) void chunk;
        })(),
      ).rejects.toMatchObject({ code: 'functions/internal' });
      const listed = ((await (await fetch(`${setup.mock.url}/__devkit/journal`)).json()) as { entries: JournalEntry[] }).entries;
      expect(listed.map((e) => [e.name, e.outcome, e.retryOf])).toEqual([
        ['f8ChatEurW', 'dropped', null],
        ['f8ChatEurW', 'dropped', listed[0]!.id],
      ]);
    } finally {
      await setup.teardown();
    }
  });
});
