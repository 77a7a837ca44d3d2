import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type MockServerOptions } from '../../mock-server/app';
import { replyShapeFor } from '../../mock-server/functions/ai-chat';
import { aiModelFromEnv, COMPANION_SYSTEM_PROMPT } from '../../mock-server/functions/ai-model';
import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import { completion, startFakeModel } from '../support/fake-model';
import { emulatorToken } from '../support/tokens';

// The mock f8 chat function (f8ChatEurW): the embedded companion, and the real-model option (issue 8, point 7).
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const auth = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
const thread = { title: 'Talk', createdAt: '2026-11-20T10:00:00.000Z', lastMessageAt: '2026-11-20T10:00:00.000Z', messageCount: 0 };

function withThread(options: MockServerOptions = {}, uid = 'u1', threadId = 't1') {
  const made = createApp({ aiModel: null, ...options });
  made.state.store.set(`users/${uid}/chatThreads/${threadId}`, thread);
  return made;
}

const send = (app: Parameters<typeof request>[0], message: string, extra: { uid?: string; threadId?: string; mentions?: object[] } = {}) =>
  request(app)
    .post(AI)
    .set(auth(extra.uid ?? 'u1'))
    .send({ data: { message, mentions: extra.mentions ?? [], threadId: extra.threadId ?? 't1' } });

/** A message whose reply comes in `shape` in thread t1 (the shape is a pure function of thread and message). */
const messageFor = (shape: string) => {
  for (let i = 0; i < 500; i++)
    if (replyShapeFor('t1', `How do I talk to my sister? ${i}`) === shape) return `How do I talk to my sister? ${i}`;
  throw new Error(`no message gives ${shape}`);
};

describe('the embedded companion behind the f8 chat function', () => {
  it('answers the signed-in thread owner warmly, with 2 or 3 suggested replies, in every shape SPEC 7 allows', async () => {
    const { app, state } = withThread();
    state.store.set('users/u1', { firstName: 'Robin' });
    for (const shape of ['object', 'fenced', 'json-string']) {
      const res = await send(app, messageFor(shape)).expect(200);
      const message: unknown = res.body.result.message;
      if (shape === 'object') expect(message).toEqual({ message: expect.any(String), responses: expect.any(Array) });
      if (shape === 'fenced') expect(message).toMatch(/^[^`]+\n\n```json\n\{[\s\S]+\}\n```$/);
      if (shape === 'json-string')
        expect(JSON.parse(message as string)).toEqual({ message: expect.any(String), responses: expect.any(Array) });
      const reply = fromAiChatResult(res.body.result);
      expect(reply.message).toContain('Robin');
      expect(reply.message).toMatch(/famil|sister|ties/i);
      expect(reply.suggestedResponses.length).toBeGreaterThanOrEqual(2);
      expect(reply.suggestedResponses.length).toBeLessThanOrEqual(3);
    }
  });

  it('uses the mentioned names, and varies its words between calls', async () => {
    const { app } = withThread();
    const mentions = [{ name: 'Jordan', id: 'p1' }];
    const first = fromAiChatResult((await send(app, 'We had a fight yesterday', { mentions }).expect(200)).body.result);
    const second = fromAiChatResult((await send(app, 'We had a fight yesterday', { mentions }).expect(200)).body.result);
    expect(first.message).toContain('Jordan');
    expect(first.suggestedResponses.join(' ')).toContain('Jordan');
    expect(second.message).not.toBe(first.message);
  });

  it('refuses a caller who is not signed in, and a thread the caller does not own', async () => {
    const { app, state } = withThread();
    const anonymous = await request(app)
      .post(AI)
      .send({ data: { message: 'hi', mentions: [], threadId: 't1' } })
      .expect(401);
    expect(anonymous.body.error.status).toBe('UNAUTHENTICATED');
    expect((await send(app, 'hi', { uid: 'u2' }).expect(404)).body.error).toEqual({ status: 'NOT_FOUND', message: 'No such chat thread.' });
    await send(app, 'hi', { threadId: 'missing' }).expect(404);
    state.store.set('users/u1/chatThreads/t1/messages/m1', { text: 'x', sender: 'user', timestamp: '2026-11-20T10:00:00.000Z' });
    await send(app, 'hi', { threadId: 't1/messages/m1' }).expect(404);
  });

  it('refuses an invalid request before anything else', async () => {
    const { app } = withThread();
    for (const data of [
      { message: '', mentions: [], threadId: 't1' },
      { message: 'x'.repeat(251), mentions: [], threadId: 't1' },
      { message: 'hi' },
    ]) {
      const res = await request(app).post(AI).set(auth('u1')).send({ data }).expect(400);
      expect(res.body.error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('stores nothing: the client stores both messages', async () => {
    const { app, state } = withThread();
    const before = state.store.export();
    await send(app, 'Hello there').expect(200);
    expect(state.store.export()).toEqual(before);
  });
});

describe('the real-model option (an OpenAI-compatible endpoint)', () => {
  const started: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((close) => close()));
  });

  /** A local fake chat-completions server that records requests and answers as `answer` says. */
  async function fakeModel(answer: Parameters<typeof startFakeModel>[0]) {
    const model = await startFakeModel(answer);
    started.push(model.close);
    return model;
  }

  it('asks the model with the companion prompt, the thread’s turns and the message, and passes its JSON answer on', async () => {
    const answer = '{"message": "That sounds hard, Sam.", "responses": ["Thanks", "What now?"]}';
    const model = await fakeModel((_body, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(completion(answer)));
    const { app, state } = withThread({ aiModel: { baseUrl: model.baseUrl, model: 'tiny-llm', apiKey: 'sekret' } });
    state.store.set('users/u1/chatThreads/t1/messages/a', {
      text: 'Earlier question',
      sender: 'user',
      timestamp: '2026-11-20T10:00:00.000Z',
    });
    state.store.set('users/u1/chatThreads/t1/messages/b', { text: 'Earlier answer', sender: 'bot', timestamp: '2026-11-20T10:01:00.000Z' });
    state.store.set('users/u1/chatThreads/t1/messages/c', {
      text: 'Ask @Sam about it',
      sender: 'user',
      timestamp: '2026-11-20T10:02:00.000Z',
    });

    const res = await send(app, 'Ask @Sam about it', { mentions: [{ name: 'Sam', id: 'p1' }] }).expect(200);
    expect(res.body.result).toEqual({ message: answer });
    expect(fromAiChatResult(res.body.result)).toEqual({ message: 'That sounds hard, Sam.', suggestedResponses: ['Thanks', 'What now?'] });
    const [call] = model.seen;
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer sekret');
    expect(call?.body).toMatchObject({
      model: 'tiny-llm',
      messages: [
        { role: 'system', content: COMPANION_SYSTEM_PROMPT },
        { role: 'user', content: 'Earlier question' },
        { role: 'assistant', content: 'Earlier answer' },
        { role: 'user', content: 'Ask @Sam about it\n\n(People mentioned: Sam)' },
      ],
    });
    expect(COMPANION_SYSTEM_PROMPT).toMatch(/warm/i);
    expect(COMPANION_SYSTEM_PROMPT).toContain('"message"');
    expect(COMPANION_SYSTEM_PROMPT).toContain('"responses"');
  });

  it.each([
    [429, 'RESOURCE_EXHAUSTED', 429],
    [500, 'UNAVAILABLE', 503],
    [503, 'UNAVAILABLE', 503],
    [504, 'DEADLINE_EXCEEDED', 504],
    [401, 'INTERNAL', 500],
    [404, 'INTERNAL', 500],
  ])('maps a model answering HTTP %i to %s', async (status, name, http) => {
    const model = await fakeModel((_body, res) => res.writeHead(status).end('{"error": "nope"}'));
    const { app } = withThread({ aiModel: { baseUrl: model.baseUrl, model: 'm' } });
    expect((await send(app, 'hi').expect(http)).body.error.status).toBe(name);
  });

  it('maps a model that does not answer in time to DEADLINE_EXCEEDED', async () => {
    const model = await fakeModel(() => undefined);
    const { app } = withThread({ aiModel: { baseUrl: model.baseUrl, model: 'm', timeoutMs: 200 } });
    expect((await send(app, 'hi').expect(504)).body.error.status).toBe('DEADLINE_EXCEEDED');
  });

  it('maps an unreachable model to UNAVAILABLE and an unreadable answer to INTERNAL', async () => {
    const model = await fakeModel((_body, res) => res.writeHead(200).end('not json'));
    const { app } = withThread({ aiModel: { baseUrl: model.baseUrl, model: 'm' } });
    expect((await send(app, 'hi').expect(500)).body.error.status).toBe('INTERNAL');
    const empty = await fakeModel((_body, res) => res.writeHead(200).end(completion('')));
    expect((await send(withThread({ aiModel: { baseUrl: empty.baseUrl, model: 'm' } }).app, 'hi').expect(500)).body.error.status).toBe(
      'INTERNAL',
    );
    const gone = createServer().listen(0, '127.0.0.1');
    await once(gone, 'listening');
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const closed = withThread({ aiModel: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm' } });
    expect((await send(closed.app, 'hi').expect(503)).body.error.status).toBe('UNAVAILABLE');
  });

  it('lets a matching script win over the model, which is never asked', async () => {
    const model = await fakeModel((_body, res) => res.writeHead(200).end(completion('{"message":"model"}')));
    const { app } = withThread({ aiModel: { baseUrl: model.baseUrl, model: 'm' } });
    await request(app)
      .put('/__devkit/ai-script')
      .send({ rules: [{ match: { contains: 'script' }, steps: [{ reply: 'scripted' }] }] })
      .expect(200);
    expect((await send(app, 'a script please').expect(200)).body.result).toEqual({ message: 'scripted' });
    expect(model.seen).toHaveLength(0);
    expect((await send(app, 'anything else').expect(200)).body.result).toEqual({ message: '{"message":"model"}' });
    expect(model.seen).toHaveLength(1);
  });

  it('reads F8_AI_BASE_URL, F8_AI_MODEL and F8_AI_API_KEY, and stops with a message when the model is missing', () => {
    expect(aiModelFromEnv({})).toBeNull();
    expect(aiModelFromEnv({ F8_AI_BASE_URL: 'http://127.0.0.1:11434/v1', F8_AI_MODEL: 'llama3', F8_AI_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: 'k',
      timeoutMs: 60_000,
    });
    expect(() => aiModelFromEnv({ F8_AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/F8_AI_MODEL/);
  });

  it('takes F8_AI_TIMEOUT_MS as whole milliseconds a timer can wait, and stops with a message otherwise', () => {
    const env = (F8_AI_TIMEOUT_MS: string) => ({ F8_AI_BASE_URL: 'http://127.0.0.1:11434/v1', F8_AI_MODEL: 'llama3', F8_AI_TIMEOUT_MS });
    expect(aiModelFromEnv(env('90000'))?.timeoutMs).toBe(90_000);
    expect(aiModelFromEnv(env(' '))?.timeoutMs).toBe(60_000);
    // Past 2^31 - 1 a timer fires at once; a fraction, zero or words are no time-out at all.
    for (const bad of ['3000000000', '1500.5', '0', '-5', 'soon'])
      expect(() => aiModelFromEnv(env(bad)), bad).toThrow(/^F8_AI_TIMEOUT_MS is ".*": give whole milliseconds from 1 to 2147483647/);
  });
});
