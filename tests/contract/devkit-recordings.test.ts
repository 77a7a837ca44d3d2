import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { RECORDED_PER_CHAT } from '../../mock-server/devkit/recordings';
import { SCENARIO_DIR } from '../../mock-server/devkit/script-routes';
import { completion, startFakeModel } from '../support/fake-model';
import { emulatorToken } from '../support/tokens';

// Issue 40, item 5: record what the real model answers, and replay it as a scenario.
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const DASHBOARD = '/demo-f8/europe-west1/chatEurW';
const auth = { Authorization: `Bearer ${emulatorToken('u1')}` };
const thread = { title: 'Talk', createdAt: '2026-11-20T10:00:00.000Z', lastMessageAt: '2026-11-20T10:00:00.000Z', messageCount: 0 };
type App = ReturnType<typeof createApp>['app'];

let dir: string;
let closeModel: (() => Promise<void>) | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'f8-scenarios-'));
});
afterEach(async () => {
  await closeModel?.();
  closeModel = null;
  await rm(dir, { recursive: true, force: true });
});

/** A mock server whose f8 chat asks a fake model answering `answers` in turn (then the last again), writing into `dir`. */
async function recordingApp(answers: { status?: number; content?: string }[]) {
  let call = 0;
  const model = await startFakeModel((_body, res) => {
    const answer = answers[Math.min(call++, answers.length - 1)] ?? {};
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' }).end(completion(answer.content ?? ''));
  });
  closeModel = model.close;
  const made = createApp({ aiModel: { baseUrl: model.baseUrl, model: 'fake' }, scenarioDir: dir });
  made.state.store.set('users/u1/chatThreads/t1', thread);
  return { ...made, model };
}

const ask = (app: App, message: string) =>
  request(app)
    .post(AI)
    .set(auth)
    .send({ data: { message, mentions: [], threadId: 't1' } });
const chat = (app: App, userMessage: string) =>
  request(app)
    .post(DASHBOARD)
    .set(auth)
    .send({ data: { userId: 'u1', userName: 'Ana', userMessage, chatHistory: [], mentionContext: null } });
const start = (app: App) => request(app).post('/__devkit/recordings/start').send({});
const stop = (app: App, body: object) => request(app).post('/__devkit/recordings/stop').send(body);

describe('record and replay', () => {
  it('records the f8 chat and the dashboard chat, and writes a scenario that replays them in order', async () => {
    const { app, model } = await recordingApp([
      { content: '{"message": "First", "responses": ["A"]}' },
      { status: 503 },
      { content: 'Third, plain' },
    ]);
    await start(app).expect(200);
    expect((await request(app).get('/__devkit/recordings').expect(200)).body).toMatchObject({ recording: true });
    await ask(app, 'one').expect(200);
    const dashboard = (await chat(app, 'Hello dashboard').expect(200)).body as { result: { response: string } };
    await ask(app, 'two').expect(503);
    await ask(app, 'three').expect(200);
    const stopped = await stop(app, { name: 'my-session-1' }).expect(200);
    expect(stopped.body).toMatchObject({ ok: true, scenario: 'recorded-my-session-1', exchanges: { f8: 3, dashboard: 1 }, skipped: [] });
    expect(await readdir(dir)).toEqual(['recorded-my-session-1.json']);
    const file = JSON.parse(await readFile(join(dir, 'recorded-my-session-1.json'), 'utf8')) as { rules: unknown[] };
    expect(file.rules).toEqual([
      {
        name: 'recorded f8 chat',
        match: { chat: 'f8' },
        times: 3,
        steps: [
          { result: { message: '{"message": "First", "responses": ["A"]}' } },
          { error: { status: 'unavailable', message: 'The AI model is unavailable right now.' } },
          { result: { message: 'Third, plain' } },
        ],
      },
      { name: 'recorded dashboard chat', match: { chat: 'dashboard' }, times: 1, steps: [{ reply: dashboard.result.response }] },
    ]);
    // Listed and loaded like any scenario; replayed in order without asking the model, then the model again.
    const listed = (await request(app).get('/__devkit/ai-script/scenarios').expect(200)).body as { scenarios: { name: string }[] };
    expect(listed.scenarios.map((s) => s.name)).toEqual(['recorded-my-session-1']);
    await request(app).post('/__devkit/ai-script/scenarios/recorded-my-session-1').send({}).expect(200);
    const asked = model.seen.length;
    expect((await ask(app, 'anything').expect(200)).body.result).toEqual({ message: '{"message": "First", "responses": ["A"]}' });
    expect((await ask(app, 'anything').expect(503)).body.error.status).toBe('UNAVAILABLE');
    expect((await ask(app, 'anything').expect(200)).body.result).toEqual({ message: 'Third, plain' });
    expect((await chat(app, 'Again').expect(200)).body.result).toEqual({ response: dashboard.result.response });
    expect(model.seen).toHaveLength(asked);
    await ask(app, 'past the recording').expect(200);
    expect(model.seen).toHaveLength(asked + 1);
  });

  it('records what the functions answer only: a scripted answer is not recorded', async () => {
    const { app } = await recordingApp([{ content: 'model words' }]);
    await start(app).expect(200);
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ match: { contains: 'script' }, steps: [{ reply: 'scripted' }] }] })
      .expect(200);
    await ask(app, 'a script please').expect(200);
    await ask(app, 'the model please').expect(200);
    expect((await stop(app, { name: 'mixed' }).expect(200)).body.exchanges).toEqual({ f8: 1, dashboard: 0 });
  });

  it('refuses a stop without a start, and a start twice, with 409', async () => {
    const { app } = await recordingApp([{ content: 'x' }]);
    expect((await stop(app, { name: 'nothing' }).expect(409)).body.error).toMatch(/start first/);
    // A bad name is refused as such, recording or not.
    expect((await stop(app, { name: '../escape' }).expect(400)).body.issues[0].path).toBe('name');
    await start(app).expect(200);
    expect((await start(app).expect(409)).body.error).toMatch(/records already/);
    // Another session records on its own.
    await request(app).post('/__devkit/recordings/start').set('X-Devkit-Session', 'other').send({}).expect(200);
  });

  it("records a session's calls in that session's recording, every call in a global one, and outlives a reset", async () => {
    const { app, state } = await recordingApp([{ content: 'words' }]);
    await request(app).post('/__devkit/recordings/start').set('X-Devkit-Session', 'alice').send({}).expect(200);
    await start(app).expect(200);
    await request(app).post('/__devkit/reset').send({}).expect(200);
    state.store.set('users/u1/chatThreads/t1', thread);
    await ask(app, 'no session').expect(200);
    await request(app)
      .post(AI)
      .set(auth)
      .set('X-Devkit-Session', 'alice')
      .send({ data: { message: 'in alice', mentions: [], threadId: 't1' } })
      .expect(200);
    const status = await request(app).get('/__devkit/recordings').query({ session: 'alice' }).expect(200);
    expect(status.body).toMatchObject({ session: 'alice', recording: true, exchanges: { f8: 1, dashboard: 0 } });
    expect((await stop(app, { name: 'everyone' }).expect(200)).body.exchanges).toEqual({ f8: 2, dashboard: 0 });
  });

  it('refuses a start without a real model, with 409', async () => {
    const { app } = createApp({ aiModel: null, scenarioDir: dir });
    expect((await start(app).expect(409)).body.error).toMatch(/F8_AI_BASE_URL/);
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '../escape' }, 'name'],
    [{ name: 'Upper' }, 'name'],
    [{ name: '-dash' }, 'name'],
    [{ name: 'a'.repeat(56) }, 'name'],
    [{ name: 'ok', extra: 1 }, 'extra'],
  ])('refuses the name in %j (400), and records on', async (body, path) => {
    const { app } = await recordingApp([{ content: 'kept' }]);
    await start(app).expect(200);
    await ask(app, 'one').expect(200);
    const refused = await stop(app, body).expect(400);
    expect((refused.body as { issues: { path: string }[] }).issues[0]?.path).toBe(path);
    expect(await readdir(dir)).toEqual([]);
    expect((await stop(app, { name: 'a'.repeat(55) }).expect(200)).body.exchanges).toEqual({ f8: 1, dashboard: 0 });
  });

  it('never overwrites a scenario that is not a recording, and overwrites an earlier recording of the same name', async () => {
    const { app } = await recordingApp([{ content: 'new words' }]);
    const shipped = JSON.stringify({ description: 'Hand-written', rules: [] });
    await writeFile(join(dir, 'recorded-taken.json'), shipped);
    await start(app).expect(200);
    await ask(app, 'one').expect(200);
    expect((await stop(app, { name: 'taken' }).expect(409)).body.error).toMatch(/not a recording/);
    expect(await readFile(join(dir, 'recorded-taken.json'), 'utf8')).toBe(shipped);
    await stop(app, { name: 'again' }).expect(200);
    await start(app).expect(200);
    await stop(app, { name: 'again' }).expect(200);
    const file = JSON.parse(await readFile(join(dir, 'recorded-again.json'), 'utf8')) as { rules: unknown[] };
    expect(file.rules).toEqual([]);
  });

  it(`keeps at most ${RECORDED_PER_CHAT} exchanges of a chat, and says how many it left out`, async () => {
    const { app } = await recordingApp([{ content: 'again and again' }]);
    await start(app).expect(200);
    for (let call = 0; call < RECORDED_PER_CHAT + 2; call++) await ask(app, `call ${call}`).expect(200);
    const { body } = await stop(app, { name: 'long' }).expect(200);
    expect(body).toMatchObject({ exchanges: { f8: RECORDED_PER_CHAT }, skipped: [{ count: 2 }] });
    await request(app).post('/__devkit/ai-script/scenarios/recorded-long').send({}).expect(200);
  });

  it('writes into emulator-seed/ai-scenarios only when no other directory is given', () => {
    expect(SCENARIO_DIR).toMatch(/emulator-seed[\\/]ai-scenarios[\\/]$/);
  });
});
