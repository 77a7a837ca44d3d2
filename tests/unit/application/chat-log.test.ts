import { describe, expect, it } from 'vitest';
import { chatLog, unansweredMessage, type MessageOnItsWay } from '../../../src/application/chat-log';
import type { ThreadMessage } from '../../../src/ports/chat-threads.port';

const at = new Date('2026-11-26T10:00:00Z');
const stored = (id: string): ThreadMessage => ({ id, text: id, sender: 'user', timestamp: at });
const onItsWay = (id: string, after: MessageOnItsWay['after'], status: MessageOnItsWay['status'] = 'apology'): MessageOnItsWay => ({
  id,
  threadId: 't1',
  text: id,
  sender: status === 'apology' ? 'bot' : 'user',
  timestamp: at,
  status,
  after,
});
const keys = (stored: ThreadMessage[], locals: MessageOnItsWay[]) => chatLog(stored, locals).map((m) => m.key);

describe('chatLog', () => {
  it('puts each message on its way right after the message it followed, in the order given', () => {
    expect(keys([stored('s1'), stored('s2'), stored('s3')], [onItsWay('a', 's1'), onItsWay('b', 's1'), onItsWay('c', 's2')])).toEqual([
      's1',
      'a',
      'b',
      's2',
      'c',
      's3',
    ]);
  });

  it('puts those written before any stored message first, and those whose place is unknown or gone last', () => {
    expect(keys([stored('s1')], [onItsWay('a', null)])).toEqual(['a', 's1']);
    expect(keys([stored('s1'), stored('s2')], [onItsWay('a', undefined), onItsWay('b', 'gone')])).toEqual(['s1', 's2', 'a', 'b']);
  });

  it('shows a message whose id is stored once, as stored, however the two clocks differ', () => {
    const sending = { ...onItsWay('m1', 's1', 'sending'), timestamp: new Date(at.getTime() + 3_600_000) };
    const log = chatLog([stored('s1'), { ...stored('m1'), text: 'as stored' }], [sending]);
    expect(log.map((m) => [m.key, m.text, m.local?.status])).toEqual([
      ['s1', 's1', undefined],
      ['m1', 'as stored', undefined],
    ]);
  });

  it('keeps an apology under the message it answers, stored or not, with later messages after them', () => {
    // A message not saved, its apology, then a later exchange stored after it.
    const notSaved = onItsWay('n1', 's1', 'not-saved');
    expect(keys([stored('s1'), stored('s2')], [notSaved, onItsWay('apology-n1', 'n1')])).toEqual(['s1', 'n1', 'apology-n1', 's2']);
    // An unanswered stored message: the apology follows it.
    expect(keys([stored('s1'), stored('s2')], [onItsWay('apology-s1', 's1')])).toEqual(['s1', 'apology-s1', 's2']);
  });

  it('drops the apology for a message not saved once that message turns out stored, and keeps one for a missing answer', () => {
    const unsaved = { ...onItsWay('apology-m1', 'm1'), unsaved: true };
    const notSaved = onItsWay('m1', 's1', 'not-saved');
    expect(keys([stored('s1')], [notSaved, unsaved])).toEqual(['s1', 'm1', 'apology-m1']);
    expect(keys([stored('s1'), stored('m1')], [notSaved, unsaved])).toEqual(['s1', 'm1']);
    expect(keys([stored('s1'), stored('m1')], [onItsWay('apology-m1', 'm1')])).toEqual(['s1', 'm1', 'apology-m1']);
  });

  it('marks a message still waiting on this device to reach the store', () => {
    const [entry] = chatLog([{ ...stored('p'), pending: true }], []);
    expect(entry).toEqual({ key: 'p', text: 'p', sender: 'user', timestamp: at, pending: true });
  });

  it('gives a stored message its suggested replies', () => {
    const [entry] = chatLog([{ id: 'b', text: 'Hi', sender: 'bot', timestamp: at, suggestedResponses: ['Sure'] }], []);
    expect(entry).toEqual({ key: 'b', text: 'Hi', sender: 'bot', timestamp: at, suggestedResponses: ['Sure'] });
  });
});

describe('unansweredMessage', () => {
  const stored = (key: string, sender: 'user' | 'bot') => ({ key, text: key, sender, timestamp: new Date(0) });
  const apology = (after: string, unsaved?: boolean) => ({
    ...stored(`apology-${after}`, 'bot'),
    local: {
      id: `apology-${after}`,
      threadId: 't',
      text: 'Sorry',
      sender: 'bot' as const,
      timestamp: new Date(0),
      status: 'apology' as const,
      after,
      ...(unsaved ? { unsaved } : {}),
    },
  });

  it("is the user's stored last message, or the one f8's apology follows", () => {
    const hi = stored('hi', 'user');
    expect(unansweredMessage([stored('a', 'bot'), hi])).toBe(hi);
    expect(unansweredMessage([hi, apology('hi')])).toBe(hi);
  });

  it("is none after f8's answer, for an apology of a message not saved (Retry's), or with nothing", () => {
    expect(unansweredMessage([stored('hi', 'user'), stored('answer', 'bot')])).toBeUndefined();
    expect(unansweredMessage([stored('hi', 'user'), apology('hi', true)])).toBeUndefined();
    expect(unansweredMessage([stored('other', 'user'), apology('hi')])).toBeUndefined();
    expect(unansweredMessage([])).toBeUndefined();
  });

  it('is none while the last message still waits on this device to reach the store', () => {
    expect(unansweredMessage([{ ...stored('hi', 'user'), pending: true }])).toBeUndefined();
  });
});
