import { describe, expect, it } from 'vitest';
import { buildDemoStoreDocuments } from '../../../emulator-seed/accounts';
import { buildDemoChatThreads, buildDemoPeople, DEMO_PEOPLE } from '../../../emulator-seed/demo-chat-seed';
import { readChatThread, readPerson, readThreadMessage } from '../../../src/contract/store.mapping';
import { chatThreadCreateSchema, threadMessageWriteSchema } from '../../../src/contract/store.schema';
import { MESSAGE_PAGE_SIZE, threadTitle } from '../../../src/domain/chat';

const NOW = new Date('2026-11-22T08:30:00.000Z');

describe('the demo account’s f8 chat seed', () => {
  it('is the same for the same uid and time, and keyed by the fixed store paths', () => {
    const documents = buildDemoStoreDocuments('demo-uid', NOW);
    expect(buildDemoStoreDocuments('demo-uid', NOW)).toEqual(documents);
    for (const path of Object.keys(documents))
      expect(path).toMatch(
        /^users\/demo-uid(\/meta\/firstLoad|\/chat\/\w{20}|\/people\/\w{20}|\/chatThreads\/\w{20}(\/messages\/\w{20})?)?$/,
      );
    expect(Object.keys(documents)).toContain('users/demo-uid');
  });

  it('saves five people, each a mention candidate by first name', () => {
    const people = buildDemoPeople('demo-uid').map(({ id, doc }) => readPerson('demo-uid', id, doc));
    expect(people.map((p) => p?.name)).toEqual(DEMO_PEOPLE.map((p) => p.firstName));
  });

  it('holds threads newest first by their last message, one of them longer than a page', () => {
    const threads = buildDemoChatThreads('demo-uid', NOW);
    const read = threads.map(({ id, doc }) => readChatThread('demo-uid', id, doc));
    expect(read.map((t) => t.title)).toEqual([
      'I had a fight with @Sam a...',
      'How do I reconnect with @...',
      "Ideas for @Leo's birthday...",
    ]);
    expect(read.map((t) => t.lastMessageAt.getTime())).toEqual([...read.map((t) => t.lastMessageAt.getTime())].sort((a, b) => b - a));
    expect(Math.max(...threads.map((t) => t.messages.length))).toBeGreaterThan(MESSAGE_PAGE_SIZE);
    for (const thread of read) expect(thread.lastMessageAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('writes every thread and message as the store API would accept them from the web app', () => {
    for (const thread of buildDemoChatThreads('demo-uid', NOW)) {
      const messages = thread.messages.map(({ id, doc }) => readThreadMessage('demo-uid', thread.id, id, doc));
      expect(chatThreadCreateSchema.safeParse({ ...thread.doc, messageCount: 0 }).success).toBe(true);
      for (const { doc } of thread.messages) expect(threadMessageWriteSchema.parse(doc)).toEqual(doc);
      expect(thread.doc).toMatchObject({
        title: threadTitle(messages[0]?.text),
        messageCount: messages.length,
        createdAt: messages[0]?.timestamp.toISOString(),
        lastMessageAt: messages.at(-1)?.timestamp.toISOString(),
      });
      expect(messages.map((m) => m.sender)).toEqual(messages.map((_, i) => (i % 2 === 0 ? 'user' : 'bot')));
      for (const m of messages.filter((m) => m.sender === 'bot')) expect(m.suggestedResponses?.length).toBeGreaterThan(0);
      const times = messages.map((m) => m.timestamp.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
