import { describe, expect, it } from 'vitest';
import { EMPTY_REPLY, fromAiChatMessage, UNREADABLE_REPLY } from '../../../src/contract/ai-chat.mapping';

describe('fromAiChatMessage', () => {
  it('reads a JSON block fenced inside text, with or without the json tag', () => {
    const reply = { message: 'Ask how their day went.', suggestedResponses: ['OK'] };
    expect(fromAiChatMessage('Sure!\n```json\n{"message":"Ask how their day went.","responses":["OK"]}\n```\nGood luck')).toEqual(reply);
    expect(fromAiChatMessage('```\n{"message":"Ask how their day went.","responses":["OK"]}\n```')).toEqual(reply);
  });

  it('reads a JSON string and a JSON-encoded plain string', () => {
    expect(fromAiChatMessage('{"message":"Breathe.","responses":[]}')).toEqual({ message: 'Breathe.', suggestedResponses: [] });
    expect(fromAiChatMessage('"Just text"')).toEqual({ message: 'Just text', suggestedResponses: [] });
  });

  it('takes plain text as the message, trimmed, with no suggestions', () => {
    expect(fromAiChatMessage('  Listen first.  ')).toEqual({ message: 'Listen first.', suggestedResponses: [] });
  });

  it('reads an object, keeping only non-blank text suggestions', () => {
    expect(fromAiChatMessage({ message: 'Write a note.', responses: ['Yes', '', 3, null, 'No'] })).toEqual({
      message: 'Write a note.',
      suggestedResponses: ['Yes', 'No'],
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', '   '],
    ['an object without message', { responses: ['x'] }],
    ['an object with a blank message', { message: ' ' }],
    ['JSON with a non-text message', '{"message": 5}'],
  ])('gives the default reply and suggestions for %s', (_label, raw) => {
    expect(fromAiChatMessage(raw)).toEqual(EMPTY_REPLY);
  });

  it.each([
    ['a broken fenced block', '```json\n{"message": \n```'],
    ['text that opens JSON and breaks', '{"message": "hi"'],
    ['a fenced JSON array', '```json\n["a", "b"]\n```'],
    ['a number', 42],
    ['an array', ['hi']],
  ])('gives the cannot-read reply for %s', (_label, raw) => {
    expect(fromAiChatMessage(raw)).toEqual(UNREADABLE_REPLY);
  });

  it('uses the exact SPEC 8 copy', () => {
    expect(UNREADABLE_REPLY.message).toBe("I understand what you're sharing. Can you tell me more about what's on your mind?");
    expect(EMPTY_REPLY).toEqual({ message: "I'm here to help! 💫", suggestedResponses: ['Tell me more', 'What should I do next?'] });
  });
});
