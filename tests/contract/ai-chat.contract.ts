import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionError, type FunctionErrorCode } from '../../src/domain/function-error';
import type { AiChat } from '../../src/ports/ai-chat.port';

export interface AiChatFixture {
  aiChat: AiChat;
  /** Makes the function answer its next call with this raw `data.message`. */
  answerNext: (raw: unknown) => Promise<void>;
  /** The requests the function received, in order. */
  received: () => Promise<{ message: string; mentions: { name: string; id: string }[]; threadId: string }[]>;
  /** Makes the function fail with `code` until the returned function is called. */
  fail: (code: Exclude<FunctionErrorCode, 'ok'>) => () => void;
  teardown?: () => Promise<void>;
}

const request = (message = 'How do I talk to Sam?') => ({ message, mentions: [], threadId: 'thread-1' });
const UNREADABLE = "I understand what you're sharing. Can you tell me more about what's on your mind?";

export function describeAiChatContract(name: string, setup: () => Promise<AiChatFixture>): void {
  describe(`AiChat contract: ${name}`, () => {
    let f: AiChatFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });

    it.each([
      [
        'a JSON block fenced inside text',
        'Here you go:\n```json\n{"message": "Try asking Sam how their week was.", "responses": ["Good idea", "What if they shut down?"]}\n```',
        { message: 'Try asking Sam how their week was.', suggestedResponses: ['Good idea', 'What if they shut down?'] },
      ],
      [
        'a JSON string',
        '{"message": "Start small.", "responses": ["How small?"]}',
        { message: 'Start small.', suggestedResponses: ['How small?'] },
      ],
      ['plain text', 'Listen first, then share.', { message: 'Listen first, then share.', suggestedResponses: [] }],
      [
        'an object',
        { message: 'You could write them a note.', responses: ['What should it say?', 7, 'Tell me more'] },
        { message: 'You could write them a note.', suggestedResponses: ['What should it say?', 'Tell me more'] },
      ],
      ['an object without responses', { message: 'I hear you.' }, { message: 'I hear you.', suggestedResponses: [] }],
      [
        'an object with no message',
        { responses: ['Anything else?'] },
        { message: "I'm here to help! 💫", suggestedResponses: ['Tell me more', 'What should I do next?'] },
      ],
      ['no message at all', null, { message: "I'm here to help! 💫", suggestedResponses: ['Tell me more', 'What should I do next?'] }],
      ['a fenced block that is not JSON', '```json\n{"message": "half\n```', { message: UNREADABLE, suggestedResponses: [] }],
      ['text that starts as JSON but breaks', '{"message": "oops"', { message: UNREADABLE, suggestedResponses: [] }],
    ])('reads a reply given as %s', async (_label, raw, expected) => {
      await f.answerNext(raw);
      expect(await f.aiChat.send(request())).toEqual(expected);
    });

    it('sends the trimmed message with its mentions and thread id', async () => {
      await f.answerNext('Noted.');
      await f.aiChat.send({ message: '  Ask @Sam about dinner  ', mentions: [{ name: 'Sam', id: 'p1' }], threadId: 'thread-9' });
      expect((await f.received()).at(-1)).toEqual({
        message: 'Ask @Sam about dinner',
        mentions: [{ name: 'Sam', id: 'p1' }],
        threadId: 'thread-9',
      });
    });

    it.each([
      ['a blank message', '   '],
      ['a message over 250 characters', 'x'.repeat(251)],
    ])('refuses %s with invalid-argument without calling the function', async (_label, message) => {
      const before = (await f.received()).length;
      const error: unknown = await f.aiChat.send(request(message)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).code).toBe('invalid-argument');
      expect(await f.received()).toHaveLength(before);
    });

    it.each(['internal', 'deadline-exceeded', 'unauthenticated'] as const)(
      'rejects with a %s FunctionError when the function fails',
      async (code) => {
        const restore = f.fail(code);
        try {
          const error: unknown = await f.aiChat.send(request()).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(FunctionError);
          expect((error as FunctionError).code).toBe(code);
        } finally {
          restore();
        }
      },
    );
  });
}
