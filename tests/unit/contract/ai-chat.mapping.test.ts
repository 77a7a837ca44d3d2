import { describe, expect, it } from 'vitest';
import {
  EMPTY_REPLY,
  fromAiChatMessage,
  fromAiChatResult,
  MAX_SUGGESTED_RESPONSES,
  UNREADABLE_REPLY,
} from '../../../src/contract/ai-chat.mapping';

describe('fromAiChatMessage', () => {
  it('reads a JSON block fenced inside text, with or without the json tag', () => {
    const reply = { message: 'Ask how their day went.', suggestedResponses: ['OK'] };
    expect(fromAiChatMessage('Sure!\n```json\n{"message":"Ask how their day went.","responses":["OK"]}\n```\nGood luck')).toEqual(reply);
    expect(fromAiChatMessage('```\n{"message":"Ask how their day went.","responses":["OK"]}\n```')).toEqual(reply);
    expect(fromAiChatMessage('```JSON {"message":"Ask how their day went.","responses":["OK"]}```')).toEqual(reply);
  });

  it('reads the reply object inside prose, braces in its strings included', () => {
    expect(fromAiChatMessage('Sure! {"message": "Try {gently} asking.", "responses": ["How?", "Why?"]} hope this helps')).toEqual({
      message: 'Try {gently} asking.',
      suggestedResponses: ['How?', 'Why?'],
    });
    expect(fromAiChatMessage('Here it is: {"message": "Say \\"sorry\\" first."}')).toEqual({
      message: 'Say "sorry" first.',
      suggestedResponses: [],
    });
  });

  it('reads a JSON string, a JSON-encoded plain string and reply JSON encoded twice', () => {
    expect(fromAiChatMessage('{"message":"Breathe.","responses":[]}')).toEqual({ message: 'Breathe.', suggestedResponses: [] });
    expect(fromAiChatMessage('"Just text"')).toEqual({ message: 'Just text', suggestedResponses: [] });
    expect(fromAiChatMessage(JSON.stringify(JSON.stringify({ message: 'Twice.', responses: ['Once more'] })))).toEqual({
      message: 'Twice.',
      suggestedResponses: ['Once more'],
    });
  });

  it('takes plain text as the message, trimmed, with no suggestions, even with braces or a code block in it', () => {
    expect(fromAiChatMessage('  Listen first.  ')).toEqual({ message: 'Listen first.', suggestedResponses: [] });
    expect(fromAiChatMessage('{laughs} That happens to everyone.')).toEqual({
      message: '{laughs} That happens to everyone.',
      suggestedResponses: [],
    });
    const withCode = 'Try writing:\n```\nI miss our talks.\n```';
    expect(fromAiChatMessage(withCode)).toEqual({ message: withCode, suggestedResponses: [] });
    expect(fromAiChatMessage('"Quotes" can open a sentence.')).toEqual({
      message: '"Quotes" can open a sentence.',
      suggestedResponses: [],
    });
  });

  it.each([
    ['quotes at both ends', '"I hear you," I said. "Tell me more."'],
    ['brackets at both ends', '[smiles] Of course you can. [hugs]'],
    ['braces at both ends', '{laughs} Me too, every time {grins}'],
    ['a quoted line in an untagged fence', 'Try this:\n```\n"Hey, thinking of you."\n```'],
    ['a quoted line in an untagged fence that is not JSON', 'Try:\n```\n"Hey," I said\n```'],
    ['a bracketed list in an untagged fence', 'Pick one:\n```\n[call] or [text]\n```'],
    ['braces in an untagged fence', 'Try:\n```\n{hug} I miss you\n```'],
  ])('keeps prose with %s as it is, not as broken JSON', (_label, raw) => {
    expect(fromAiChatMessage(raw)).toEqual({ message: raw, suggestedResponses: [] });
  });

  it('reads an object, keeping only non-blank text suggestions, trimmed', () => {
    expect(fromAiChatMessage({ message: ' Write a note. ', responses: ['Yes', '', 3, null, '  No  '] })).toEqual({
      message: 'Write a note.',
      suggestedResponses: ['Yes', 'No'],
    });
  });

  it(`keeps at most ${MAX_SUGGESTED_RESPONSES} suggestions, none longer than a user may send`, () => {
    const reply = fromAiChatMessage({ message: 'Hi', responses: ['a', 'x'.repeat(251), 'b', 'c', 'd', 'e'] });
    expect(reply.suggestedResponses).toEqual(['a', 'b', 'c', 'd']);
  });

  it('cuts a message longer than one stored message holds', () => {
    const reply = fromAiChatMessage('z'.repeat(12_000));
    expect(reply.message).toHaveLength(10_000);
    expect(reply.message.endsWith('…')).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['an object without message', { responses: ['x'] }],
    ['an object with a blank message', { message: ' ' }],
    ['an object with a non-text message', { message: 7, responses: ['x'] }],
    ['JSON with a non-text message', '{"message": 5}'],
    ['JSON without a message', '{"responses": ["x"]}'],
    ['a fenced block with an empty message', '```json\n{"message": ""}\n```'],
  ])('gives the default reply and suggestions for %s', (_label, raw) => {
    expect(fromAiChatMessage(raw)).toEqual(EMPTY_REPLY);
  });

  it.each([
    ['a broken fenced block', '```json\n{"message": \n```'],
    ['text that opens JSON and breaks', '{"message": "hi"'],
    ['prose around a reply object that never closes', 'Sure! {"message": "hi", "responses": ["a" hope this helps'],
    ['a JSON object with a trailing comma', '{"message": "hi",}'],
    ['an empty object that breaks', '{} }'],
    ['an object with single-quoted keys', "{'message': 'hi'}"],
    ['an object with bare keys', '{message: "hi", responses: ["a"]}'],
    ['an object with bare keys in an untagged fence', 'Here:\n```\n{message: "hi"}\n```'],
    ['a fenced JSON array', '```json\n["a", "b"]\n```'],
    ['a JSON array', '["a", "b"]'],
    ['a JSON number inside a fence', '```json\n42\n```'],
    ['a number', 42],
    ['a boolean', true],
    ['an array', ['hi']],
  ])('gives the cannot-read reply for %s', (_label, raw) => {
    expect(fromAiChatMessage(raw)).toEqual(UNREADABLE_REPLY);
  });

  it('uses the exact SPEC 8 copy', () => {
    expect(UNREADABLE_REPLY.message).toBe("I understand what you're sharing. Can you tell me more about what's on your mind?");
    expect(EMPTY_REPLY).toEqual({ message: "I'm here to help! 💫", suggestedResponses: ['Tell me more', 'What should I do next?'] });
  });
});

describe('fromAiChatResult', () => {
  it('takes responses beside a plain-text message', () => {
    expect(fromAiChatResult({ message: 'Call them tonight.', responses: [' Sure ', 'Not yet', 9] })).toEqual({
      message: 'Call them tonight.',
      suggestedResponses: ['Sure', 'Not yet'],
    });
  });

  it('prefers the responses inside the message to those beside it', () => {
    const data = { message: '```json\n{"message": "Inner.", "responses": ["Inside"]}\n```', responses: ['Outside'] };
    expect(fromAiChatResult(data)).toEqual({ message: 'Inner.', suggestedResponses: ['Inside'] });
  });

  it('reads every shape of data.message as fromAiChatMessage does', () => {
    expect(fromAiChatResult({ message: 'Sure! {"message": "In prose.", "responses": ["a"]} ok' })).toEqual({
      message: 'In prose.',
      suggestedResponses: ['a'],
    });
    expect(fromAiChatResult({ message: { message: 'An object.', responses: ['b'] } })).toEqual({
      message: 'An object.',
      suggestedResponses: ['b'],
    });
    expect(fromAiChatResult({ message: '{"message": "A JSON string."}' })).toEqual({ message: 'A JSON string.', suggestedResponses: [] });
  });

  it.each([
    ['a result without message', { responses: ['x'] }],
    ['an empty result', {}],
    ['a null message beside responses', { message: null, responses: ['x'] }],
    ['an empty message beside responses', { message: '', responses: ['x'] }],
    ['no result at all', null],
  ])('gives the default reply and suggestions for %s', (_label, data) => {
    expect(fromAiChatResult(data)).toEqual(EMPTY_REPLY);
  });

  it('gives the cannot-read reply, without the responses beside it, for a message that looks like JSON and breaks', () => {
    expect(fromAiChatResult({ message: '{"message": "oops"', responses: ['x'] })).toEqual(UNREADABLE_REPLY);
    expect(fromAiChatResult([{ message: 'in a list' }])).toEqual(UNREADABLE_REPLY);
    expect(fromAiChatResult(12)).toEqual(UNREADABLE_REPLY);
  });

  it('reads a result that is itself text as the message', () => {
    expect(fromAiChatResult('Take a walk together.')).toEqual({ message: 'Take a walk together.', suggestedResponses: [] });
  });
});
