import { describe, expect, it } from 'vitest';
import { counterLevel, counterNote, followedIn, NEW_CHAT_TITLE, threadSummary, threadTitle } from '../../../src/domain/chat';

describe('threadTitle', () => {
  it("is the first 25 characters of the first message followed by '...'", () => {
    expect(threadTitle('How do I reconnect with my sister after a fight?')).toBe('How do I reconnect with m...');
  });

  it("ends in '...' even when the message has 25 characters or fewer (SPEC 5, as the app writes it)", () => {
    expect(threadTitle('Hi f8')).toBe('Hi f8...');
    expect(threadTitle('x'.repeat(25))).toBe(`${'x'.repeat(25)}...`);
    expect(threadTitle('x'.repeat(26))).toBe(`${'x'.repeat(25)}...`);
  });

  it("is 'New Chat' when there is no message", () => {
    expect(threadTitle('')).toBe(NEW_CHAT_TITLE);
    expect(threadTitle('   ')).toBe('New Chat');
    expect(threadTitle(null)).toBe('New Chat');
  });

  it('never cuts an emoji in half, and keeps the characters as they are, spaces and line breaks too', () => {
    const title = threadTitle(`${'a'.repeat(24)}💛💛 more`);
    expect(title).toBe(`${'a'.repeat(24)}💛...`);
    expect(threadTitle('two\n\nlines')).toBe('two\n\nlines...');
    expect(threadTitle(`${'a'.repeat(24)} b`)).toBe(`${'a'.repeat(24)} ...`);
  });
});

describe('counterLevel', () => {
  it('warns above 200 and shows danger above 230', () => {
    expect(counterLevel(0)).toBe('normal');
    expect(counterLevel(200)).toBe('normal');
    expect(counterLevel(201)).toBe('warning');
    expect(counterLevel(230)).toBe('warning');
    expect(counterLevel(231)).toBe('danger');
    expect(counterLevel(250)).toBe('danger');
  });
});

describe('counterNote', () => {
  it('changes only where the counter changes its level, and at the limit', () => {
    expect(counterNote(200)).toBe('');
    expect(counterNote(201)).toBe('Nearing the limit of 250 characters.');
    expect(counterNote(230)).toBe(counterNote(201));
    expect(counterNote(231)).toBe('Almost at the limit of 250 characters.');
    expect(counterNote(249)).toBe(counterNote(231));
    expect(counterNote(250)).toBe('At the limit of 250 characters.');
  });
});

describe('threadSummary', () => {
  it("shows the last message, else '{n} messages', else 'New conversation'", () => {
    expect(threadSummary({ lastMessage: 'See you', messageCount: 4 })).toBe('See you');
    expect(threadSummary({ messageCount: 4 })).toBe('4 messages');
    expect(threadSummary({ lastMessage: null, messageCount: 0 })).toBe('New conversation');
  });
});

describe('followedIn', () => {
  const messages = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('is true when a message comes after the one asked about, and false for the last', () => {
    expect(followedIn(messages, 'a', { ifAbsent: false })).toBe(true);
    expect(followedIn(messages, 'b', { ifAbsent: false })).toBe(true);
    expect(followedIn(messages, 'c', { ifAbsent: true })).toBe(false);
  });
  it('answers `ifAbsent` for a message that is not among them', () => {
    expect(followedIn(messages, 'x', { ifAbsent: false })).toBe(false);
    expect(followedIn(messages, 'x', { ifAbsent: true })).toBe(true);
    expect(followedIn([], 'x', { ifAbsent: false })).toBe(false);
  });
});
