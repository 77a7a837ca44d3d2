import { getApps } from 'firebase/app';
import { getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAiChat } from '../../adapters/firebase/firebase-ai-chat';
import { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';

// Issue 39: the dev kit's stream steps, read by the real Firebase SDK's `.stream()` (server-sent events), and the same
// steps answered as plain JSON to a call that does not stream.
const AI_CHAT = functionNames().aiChat;
const request = { message: 'Hello f8', mentions: [], threadId: 'sdk-thread' };

let setup: Awaited<ReturnType<typeof callablesAgainstMock>>;
let functions: Functions;

beforeAll(async () => {
  setup = await callablesAgainstMock({ aiModel: null }, { idToken: () => emulatorToken('sdk-stream-user') });
  const app = getApps().at(-1);
  if (!app) throw new Error('the helper made no Firebase app');
  functions = getFunctions(app, 'europe-west1');
});
afterAll(() => setup.teardown());

async function control(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${setup.mock.url}/__devkit${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const script = (...steps: object[]) => control('PUT', '/ai-script', { rules: [{ steps }] });
const callable = () =>
  httpsCallable<typeof request, { message: unknown; responses?: unknown }, string>(functions, AI_CHAT, { timeout: 10_000 });

/** Reads a stream to its end: the chunks as they came (with when), and how it ended. */
async function readStream(signal?: AbortSignal) {
  const started = Date.now();
  const { stream, data } = await callable().stream(request, signal ? { signal } : {});
  const chunks: { chunk: string; at: number }[] = [];
  let failed: unknown = null;
  try {
    for await (const chunk of stream) chunks.push({ chunk, at: Date.now() - started });
  } catch (error) {
    failed = error;
  }
  const result = await data.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { chunks, failed, result };
}

describe("the dev kit's stream steps through the Firebase SDK's stream()", () => {
  it('sends each chunk as it goes, then the chunks joined as the message', async () => {
    await script({ stream: { chunks: ['Hel', 'lo ', 'there'], delayMs: 150 }, responses: ['Thanks'] });
    const { chunks, failed, result } = await readStream();
    expect(failed).toBeNull();
    expect(chunks.map((c) => c.chunk)).toEqual(['Hel', 'lo ', 'there']);
    // The first chunk arrives while the last is not yet sent.
    expect(chunks[2]!.at - chunks[0]!.at).toBeGreaterThanOrEqual(250);
    expect(result).toEqual({ value: { message: 'Hello there', responses: ['Thanks'] } });
  });

  it("ends with the step's reply when it has one, which wins over the chunks", async () => {
    await script({ stream: { chunks: ['Draft'] }, reply: { message: 'Final words', responses: ['A'] } });
    const { chunks, result } = await readStream();
    expect(chunks.map((c) => c.chunk)).toEqual(['Draft']);
    expect(result).toEqual({ value: { message: { message: 'Final words', responses: ['A'] } } });
  });

  it('ends with an error midway: the chunks that came, then the error in the stream and the result', async () => {
    await script({ stream: { chunks: ['Half'], then: { error: { status: 'UNAVAILABLE', message: 'Gone midway' } } } });
    const { chunks, failed, result } = await readStream();
    expect(chunks.map((c) => c.chunk)).toEqual(['Half']);
    expect(failed).toMatchObject({ code: 'functions/unavailable' });
    expect((failed as Error).message).toContain('Gone midway');
    expect(result).toMatchObject({ error: { code: 'functions/unavailable' } });
  });

  it('a stalled stream is a hold after its chunks; released, it ends with its reply', async () => {
    await script({ stream: { chunks: ['Wait'], stall: true } });
    const reading = readStream();
    await expect.poll(async () => ((await control('GET', '/holds')) as { holds: unknown[] }).holds).toHaveLength(1);
    await control('POST', '/holds/release', {});
    const { chunks, result } = await reading;
    expect(chunks.map((c) => c.chunk)).toEqual(['Wait']);
    expect(result).toEqual({ value: { message: 'Wait' } });
  });

  it('a dropped stream fails after its chunks, as a lost connection', async () => {
    await script({ stream: { chunks: ['Lost'], drop: true } });
    const { chunks, result } = await readStream();
    expect(chunks.map((c) => c.chunk)).toEqual(['Lost']);
    expect(result).toMatchObject({ error: { code: 'functions/internal' } });
  });

  it('an aborted stream stops the call: the SDK says cancelled, and the journal says the client left', async () => {
    await control('POST', '/reset', {});
    await script({ stream: { chunks: ['One', 'Two', 'Three'], delayMs: 300 } });
    const stop = new AbortController();
    const started = Date.now();
    const { stream, data } = await callable().stream(request, { signal: stop.signal });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const chunk of stream) {
        seen.push(chunk);
        stop.abort();
      }
    })().catch((error: unknown) => error);
    await expect(data).rejects.toMatchObject({ code: 'functions/cancelled' });
    await reading;
    expect(seen).toEqual(['One']);
    expect(Date.now() - started).toBeLessThan(900);
    await expect
      .poll(async () => ((await control('GET', `/journal?name=${AI_CHAT}`)) as { entries: { outcome: string }[] }).entries[0]?.outcome)
      .toBe('client-closed');
  });

  it('a call that does not stream gets the final answer as plain JSON, after the same delays', async () => {
    await script({ stream: { chunks: ['A', 'B'], delayMs: 200 } });
    const started = Date.now();
    expect((await callable()(request)).data).toEqual({ message: 'AB' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('the journal shows what a stream sent', async () => {
    await control('POST', '/reset', {});
    await script({ stream: { chunks: ['X', 'Y'] }, responses: ['Z'] });
    await readStream();
    const { entries } = (await control('GET', `/journal?name=${AI_CHAT}`)) as { entries: { response: unknown; status: number }[] };
    expect(entries[0]).toMatchObject({ status: 200, response: { chunks: ['X', 'Y'], result: { message: 'XY', responses: ['Z'] } } });
  });

  it('refuses a stream that ends two ways, or with a step-level error', async () => {
    const res = await fetch(`${setup.mock.url}/__devkit/ai-script`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ steps: [{ stream: { chunks: ['a'], stall: true, drop: true } }, { stream: { chunks: [] } }] }] }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual(['rules[0].steps[0].stream', 'rules[0].steps[1].stream.chunks']);
  });

  it('the production adapter streams: each chunk of text to onChunk, the reply as SPEC 7 reads it; Stop cancels', async () => {
    const adapter = new FirebaseAiChat(new FirebaseCallables(functions, functionNames()), true);
    await script({ stream: { chunks: ['Hi ', 'there'] }, responses: ['A'] });
    const chunks: string[] = [];
    expect(await adapter.send(request, { onChunk: (chunk) => chunks.push(chunk) })).toEqual({
      message: 'Hi there',
      suggestedResponses: ['A'],
    });
    expect(chunks).toEqual(['Hi ', 'there']);
    await script({ stream: { chunks: ['One', 'Two'], delayMs: 500 } });
    const stop = new AbortController();
    await expect(adapter.send(request, { onChunk: () => stop.abort(), signal: stop.signal })).rejects.toMatchObject({ code: 'cancelled' });
    await script({ stream: { chunks: ['Half'], then: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Slow down' } } } });
    await expect(adapter.send(request)).rejects.toMatchObject({ code: 'resource-exhausted', message: 'Slow down' });
  });

  it("a stream that outlasts the callables' time-out stops there, as a deadline", async () => {
    const adapter = new FirebaseAiChat(new FirebaseCallables(functions, functionNames(), 400), true);
    await script({ stream: { chunks: ['Still '], stall: true } });
    const chunks: string[] = [];
    await expect(adapter.send(request, { onChunk: (chunk) => chunks.push(chunk) })).rejects.toMatchObject({ code: 'deadline-exceeded' });
    expect(chunks).toEqual(['Still ']);
    await control('POST', '/holds/release', {});
  });
});
