import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_LIMIT, GREETING_CONTEXT_LIMIT, toChatLines } from '../../../src/contract/companion.mapping';
import type { DashboardChatMessage } from '../../../src/ports/dashboard-chat.port';

const chat = (count: number): DashboardChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    message: `line ${i}`,
    sender: i % 2 ? 'f8' : 'user',
    timestamp: new Date(i * 1000),
  }));

describe('toChatLines', () => {
  it('keeps the last 10 for the chat history and the last 5 for the greeting, oldest first, as text and sender', () => {
    expect(CHAT_HISTORY_LIMIT).toBe(10);
    expect(GREETING_CONTEXT_LIMIT).toBe(5);
    expect(toChatLines(chat(12), CHAT_HISTORY_LIMIT).map((l) => l.message)).toEqual(
      chat(12)
        .slice(2)
        .map((m) => m.message),
    );
    expect(toChatLines(chat(7), GREETING_CONTEXT_LIMIT)).toEqual([
      { message: 'line 2', sender: 'user' },
      { message: 'line 3', sender: 'f8' },
      { message: 'line 4', sender: 'user' },
      { message: 'line 5', sender: 'f8' },
      { message: 'line 6', sender: 'user' },
    ]);
  });

  it('sends fewer when there are fewer, and cuts a line to the function’s 5,000-character limit', () => {
    expect(toChatLines(chat(2), CHAT_HISTORY_LIMIT)).toHaveLength(2);
    const long = { ...chat(1)[0], message: 'x'.repeat(6000) } as DashboardChatMessage;
    expect(toChatLines([long], 10)[0]?.message).toHaveLength(5000);
  });
});
