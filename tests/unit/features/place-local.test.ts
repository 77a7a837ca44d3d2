import { describe, expect, it } from 'vitest';
import { placeLocal, type ShownMessage } from '../../../src/features/f8chat/message-log';
import type { LocalMessage } from '../../../src/features/f8chat/use-send';

const at = new Date('2026-11-26T10:00:00Z');
const stored = (key: string): ShownMessage => ({ key, text: key, sender: 'user', timestamp: at });
const mine = (key: string, after: LocalMessage['after']): ShownMessage => {
  const local: LocalMessage = { localId: key, threadId: 't1', text: key, sender: 'bot', timestamp: at, status: 'apology', after };
  return { key, text: key, sender: 'bot', timestamp: at, local };
};
const keys = (messages: ShownMessage[]) => messages.map((m) => m.key);

describe('placeLocal', () => {
  it("puts each of the page's own messages right after the stored message it followed, in the order given", () => {
    const placed = placeLocal([stored('s1'), stored('s2'), stored('s3')], [mine('a', 's1'), mine('b', 's1'), mine('c', 's2')]);
    expect(keys(placed)).toEqual(['s1', 'a', 'b', 's2', 'c', 's3']);
  });

  it('puts those written before any stored message first', () => {
    expect(keys(placeLocal([stored('s1')], [mine('a', null)]))).toEqual(['a', 's1']);
  });

  it('puts those whose place is unknown, or no longer shown, last', () => {
    expect(keys(placeLocal([stored('s1'), stored('s2')], [mine('a', undefined), mine('b', 'gone')]))).toEqual(['s1', 's2', 'a', 'b']);
  });
});
