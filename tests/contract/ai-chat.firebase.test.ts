import { FirebaseError, getApps } from 'firebase/app';
import { getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAiChat } from '../../adapters/firebase/firebase-ai-chat';
import { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import { EMPTY_REPLY, fromAiChatResult, UNREADABLE_REPLY } from '../../src/contract/ai-chat.mapping';
import { functionNames } from '../../src/contract/functions';
import { FunctionError } from '../../src/domain/function-error';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';

// Issue 8: the real Firebase SDK, pointed at the mock server, receives each scripted reply shape and each error
// as the SDK maps it; the production AiChat adapter reads them.
const AI_CHAT = functionNames().aiChat;
const uid = 'sdk-ai-user';
const request = { message: 'Hello f8', mentions: [{ name: 'Sam', id: 'p1' }], threadId: 'sdk-thread' };

let setup: Awaited<ReturnType<typeof callablesAgainstMock>>;
let anonymous: Awaited<ReturnType<typeof callablesAgainstMock>>;
/** The signed-in SDK's Functions instance (already pointed at the mock server), for calls with other time-outs. */
let functions: Functions;

beforeAll(async () => {
  setup = await callablesAgainstMock({ aiModel: null }, { idToken: () => emulatorToken(uid) });
  const app = getApps().at(-1);
  if (!app) throw new Error('the helper made no Firebase app');
  functions = getFunctions(app, 'europe-west1');
  anonymous = await callablesAgainstMock({ aiModel: null });
});
afterAll(async () => {
  await setup.teardown();
  await anonymous.teardown();
});

/** The dev kit's control API as testers call it (JSON writes). */
async function control(method: 'PUT' | 'POST' | 'DELETE', path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${setup.mock.url}/__devkit${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const script = (...steps: object[]) => control('PUT', '/ai-script', { rules: [{ steps }] });

/** The SDK's own httpsCallable, signed in, with a client time-out of `timeout` ms. */
const callable = (timeout = 10_000) => httpsCallable(functions, AI_CHAT, { timeout });
/** The production adapter over the signed-in SDK, with the callables' default time-out unless told. */
const aiChat = (timeoutMs?: number) =>
  new FirebaseAiChat(timeoutMs === undefined ? setup.callables : new FirebaseCallables(functions, functionNames(), timeoutMs));

describe('reply shapes through the Firebase SDK', () => {
  const shapes: [string, unknown][] = [
    ['an object', { message: 'Hi Sam!', responses: ['Thanks', 'Tell me more'] }],
    ['a JSON string', '{"message":"Hi from a string","responses":["A","B"]}'],
    ['a fenced JSON block inside text', 'Here:\n```json\n{"message":"Fenced hi","responses":["Yes"]}\n```'],
    ['prose around JSON', 'Sure! {"message":"Inside prose"} Hope that helps.'],
    ['a plain string', 'Just a plain reply.'],
    ['unparseable text', '```json\n{"message": "cut\n```'],
    ['an empty string', ''],
  ];
  for (const [label, reply] of shapes) {
    it(`delivers a reply that is ${label} exactly, and the adapter reads it`, async () => {
      await script({ reply });
      expect((await callable()(request)).data).toEqual({ message: reply });
      await script({ reply });
      expect(await aiChat().send(request)).toEqual(fromAiChatResult({ message: reply }));
    });
  }

  it('reads an object reply as its message and suggestions', async () => {
    await script({ reply: { message: 'Hi Sam!', responses: ['Thanks', 'Tell me more'] } });
    expect(await aiChat().send(request)).toEqual({ message: 'Hi Sam!', suggestedResponses: ['Thanks', 'Tell me more'] });
  });

  it('gives SPEC 8’s fallbacks for no message and for unparseable text', async () => {
    await script({ result: {} });
    expect((await callable()(request)).data).toEqual({});
    await script({ result: {} });
    expect(await aiChat().send(request)).toEqual(EMPTY_REPLY);
    await script({ reply: '{"message": "never closed' });
    expect(await aiChat().send(request)).toEqual(UNREADABLE_REPLY);
  });

  it('shows that a result with an unknown @type breaks the SDK’s decoder (the journal warns about it)', async () => {
    await script({ result: { message: { '@type': 'type.googleapis.com/google.protobuf.Struct' } } });
    const error: unknown = await callable()(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FirebaseError);
    expect(String(error)).toContain('Data cannot be decoded from JSON');
    expect(setup.mock.state.journal.list(AI_CHAT).at(-1)).toMatchObject({
      sdkCode: 'decode-error',
      warnings: [expect.stringContaining('@type')],
    });
  });
});

describe('errors through the Firebase SDK', () => {
  const codes = ['invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'internal', 'unavailable'];
  for (const code of codes) {
    it(`raises functions/${code} for a scripted ${code}, and the adapter reports ${code}`, async () => {
      await script({ error: { status: code.toUpperCase().replace(/-/g, '_'), message: `scripted ${code}` } });
      const raw: unknown = await callable()(request).catch((e: unknown) => e);
      expect(raw).toBeInstanceOf(FirebaseError);
      expect((raw as FirebaseError).code).toBe(`functions/${code}`);
      expect((raw as FirebaseError).message).toContain(`scripted ${code}`);
      await script({ error: { status: code } });
      const mapped: unknown = await aiChat()
        .send(request)
        .catch((e: unknown) => e);
      expect(mapped).toBeInstanceOf(FunctionError);
      expect((mapped as FunctionError).code).toBe(code);
    });
  }

  it('raises unauthenticated for a caller who is not signed in, and not-found for a thread that does not exist', async () => {
    await control('DELETE', '/ai-script');
    const signedOut: unknown = await new FirebaseAiChat(anonymous.callables).send(request).catch((e: unknown) => e);
    expect((signedOut as FunctionError).code).toBe('unauthenticated');
    const missing: unknown = await aiChat()
      .send(request)
      .catch((e: unknown) => e);
    expect((missing as FunctionError).code).toBe('not-found');
  });

  it('raises internal when the connection drops with no answer', async () => {
    await script({ drop: true });
    const error: unknown = await callable()(request).catch((e: unknown) => e);
    expect((error as FirebaseError).code).toBe('functions/internal');
  });

  it('raises deadline-exceeded after a shortened client time-out while the call is held, then releases it', async () => {
    await script({ hold: true, reply: 'too late' });
    const started = Date.now();
    const error: unknown = await aiChat(300)
      .send(request)
      .catch((e: unknown) => e);
    expect((error as FunctionError).code).toBe('deadline-exceeded');
    expect(Date.now() - started).toBeLessThan(5000);
    const { holds } = (await (await fetch(`${setup.mock.url}/__devkit/holds`)).json()) as { holds: { id: string }[] };
    expect(holds).toHaveLength(1);
    expect(await control('POST', '/holds/release')).toMatchObject({ released: [holds[0]?.id] });
  });
});
