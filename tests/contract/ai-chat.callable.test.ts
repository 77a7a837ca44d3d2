import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevkitChatThreads } from '../../adapters/devkit/devkit-chat-threads';
import { StoreClient } from '../../adapters/devkit/store-client';
import { FirebaseAiChat } from '../../adapters/firebase/firebase-ai-chat';
import { FunctionError } from '../../src/domain/function-error';
import { EMPTY_REPLY, UNREADABLE_REPLY } from '../../src/contract/ai-chat.mapping';
import { functionNames } from '../../src/contract/functions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { emulatorToken } from '../support/tokens';
import { describeAiChatContract } from './ai-chat.contract';

const AI_CHAT = functionNames().aiChat;
const userId = 'ai-chat-contract-user';

/** The dev kit's control API, as testers call it: JSON bodies, answers as JSON. */
async function control(origin: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  // Control-API writes must say they are JSON (the dev kit refuses anything else, even without a body).
  const res = await fetch(`${origin}/__devkit${path}`, {
    method,
    ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' } }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} /__devkit${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Scripts f8's next answer: `data.message` is `raw`, exactly as given. */
const answerNext = (origin: string, raw: unknown) =>
  control(origin, 'PUT', '/ai-script', { rules: [{ name: 'contract', steps: [{ reply: raw }], times: 'once' }] });

/**
 * Why the suite cannot run against this mock server, or null when it can: the mock AI function and the dev
 * kit's AI scripts must both be there (a scripted reply comes back through the real SDK).
 */
async function unavailableBecause(): Promise<string | null> {
  const { callables, mock, teardown } = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
  try {
    const answer = await answerNext(mock.url, 'probe').then(
      () => null,
      (error: unknown) => `the dev kit has no AI scripts (${String(error)})`,
    );
    if (answer) return answer;
    const probe = await callables.call('aiChat', { message: 'probe', mentions: [], threadId: 'probe-thread' }).then(
      (data) =>
        (data as { message?: unknown } | null)?.message === 'probe' ? null : `a scripted reply came back as ${JSON.stringify(data)}`,
      (error: unknown) => `the mock server answers ${AI_CHAT} with ${String(error)}`,
    );
    await control(mock.url, 'DELETE', '/ai-script').catch(() => undefined);
    return probe;
  } finally {
    await teardown();
  }
}

const reason = await unavailableBecause();

if (reason) {
  console.warn(`Skipping the AiChat contract suite against the mock server: ${reason}.`);
  describe.skip(`AiChat contract: Firebase SDK against the mock ${AI_CHAT} (skipped: ${reason})`, () => {
    it('runs against the mock AI function', () => undefined);
  });
} else {
  // The production adapter and the real Firebase SDK, signed in, against the mock AI function; replies are
  // scripted through the dev kit's control API, and the journal says what the function received.
  describeAiChatContract(`Firebase SDK against the mock ${AI_CHAT}`, async () => {
    const { callables, mock, teardown } = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
    return {
      aiChat: new FirebaseAiChat(callables),
      answerNext: async (raw) => {
        await answerNext(mock.url, raw);
      },
      received: async () => {
        const { entries } = (await control(mock.url, 'GET', `/journal?name=${AI_CHAT}`)) as { entries: { data: unknown }[] };
        return entries.map((entry) => entry.data as { message: string; mentions: { name: string; id: string }[]; threadId: string });
      },
      // Synchronous, as the suite calls right after: the fault is in place before the next call leaves.
      fail: (code) => {
        mock.state.faults.add({ target: AI_CHAT, code });
        return () => mock.state.faults.clear();
      },
      teardown,
    };
  });

  describe(`FirebaseAiChat reads whole results of the mock ${AI_CHAT}`, () => {
    let run: Awaited<ReturnType<typeof callablesAgainstMock>>;
    beforeAll(async () => {
      run = await callablesAgainstMock({}, { idToken: () => emulatorToken(userId) });
    });
    afterAll(() => run.teardown());

    it.each([
      [
        'responses beside a plain-text message',
        { result: { message: 'Ask Sam over dinner.', responses: ['When?', '  How?  '] } },
        { message: 'Ask Sam over dinner.', suggestedResponses: ['When?', 'How?'] },
      ],
      [
        'prose around the reply object',
        { reply: 'Sure! {"message": "Start with thanks.", "responses": ["Then what?"]} hope this helps' },
        { message: 'Start with thanks.', suggestedResponses: ['Then what?'] },
      ],
      [
        'more than four suggestions',
        { reply: 'Pick one.', responses: ['a', 'b', 'c', 'd', 'e', 'f'] },
        { message: 'Pick one.', suggestedResponses: ['a', 'b', 'c', 'd'] },
      ],
      ['a result without message', { result: { responses: ['Anything else?'] } }, EMPTY_REPLY],
      ['an empty result', { result: {} }, EMPTY_REPLY],
      ['an empty message', { reply: '' }, EMPTY_REPLY],
      ['text that looks like JSON and breaks', { reply: '{"message": "half', responses: ['x'] }, UNREADABLE_REPLY],
    ])('reads %s', async (_label, step, expected) => {
      await control(run.mock.url, 'PUT', '/ai-script', { rules: [{ steps: [step], times: 'once' }] });
      const aiChat = new FirebaseAiChat(run.callables);
      expect(await aiChat.send({ message: 'What now?', mentions: [], threadId: 'any-thread' })).toEqual(expected);
    });

    it('answers unscripted only in a thread the caller owns, found where the store API keeps threads', async () => {
      await control(run.mock.url, 'DELETE', '/ai-script');
      const threads = (uid: string) => new DevkitChatThreads(new StoreClient(run.mock.url, () => Promise.resolve(emulatorToken(uid))));
      const own = await threads(userId).create(userId, 'Mine');
      const foreign = await threads('someone-else').create('someone-else', 'Theirs');
      const aiChat = new FirebaseAiChat(run.callables);
      const reply = await aiChat.send({ message: 'How do I say sorry to @Sam?', mentions: [{ name: 'Sam', id: 'p1' }], threadId: own.id });
      expect(reply.message).not.toBe(UNREADABLE_REPLY.message);
      expect(reply.message.length).toBeGreaterThan(0);
      const refused: unknown = await aiChat.send({ message: 'Hello', mentions: [], threadId: foreign.id }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(FunctionError);
      expect((refused as FunctionError).code).toBe('not-found');
    });
  });
}
