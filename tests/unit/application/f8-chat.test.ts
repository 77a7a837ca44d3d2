import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../adapters/in-memory/fake-clock';
import { InMemoryAiChat } from '../../../adapters/in-memory/in-memory-ai-chat';
import { InMemoryChatThreads } from '../../../adapters/in-memory/in-memory-chat-threads';
import { askF8, finishExchange, sendMessage, type ExchangeSteps } from '../../../src/application/f8-chat';
import { FunctionError } from '../../../src/domain/function-error';

const UID = 'u1';
const people = [{ id: 'p1', name: 'Sam' }];

describe('the f8 chat send (SPEC 4) over the in-memory ports', () => {
  let chatThreads: InMemoryChatThreads;
  let aiChat: InMemoryAiChat;
  let seen: string[];
  const steps: ExchangeSteps = {
    threadCreated: (thread) => void seen.push(`thread ${thread.title}`),
    messageStored: (_tid, message) => void seen.push(`stored ${message.id}`),
    asking: () => void seen.push('asking'),
  };
  const storedMessages = (threadId: string) =>
    [...chatThreads.docs.keys()].filter((path) => path.startsWith(`users/${UID}/chatThreads/${threadId}/messages/`));

  beforeEach(() => {
    chatThreads = new InMemoryChatThreads(new FakeClock().now);
    aiChat = new InMemoryAiChat();
    seen = [];
  });

  it('creates a thread, stores the message under its id before f8 is asked, then stores the reply with its suggestions', async () => {
    aiChat.answer({ message: 'Tell me about @Sam', responses: ['Sure'] });
    const outcome = await sendMessage(
      { chatThreads, aiChat },
      { uid: UID, threadId: null, message: { id: 'm1', text: 'How is @Sam doing?' }, count: 0, people },
      steps,
    );
    expect(seen).toEqual(['thread How is @Sam doing?...', 'stored m1', 'asking']);
    expect(outcome).toMatchObject({
      stored: true,
      answered: true,
      message: { id: 'm1', text: 'How is @Sam doing?', sender: 'user' },
      reply: { text: 'Tell me about @Sam', sender: 'bot', suggestedResponses: ['Sure'] },
      patch: { messageCount: 2, title: 'How is @Sam doing?...' },
    });
    expect(aiChat.calls).toEqual([{ message: 'How is @Sam doing?', mentions: [{ id: 'p1', name: 'Sam' }], threadId: outcome.threadId }]);
  });

  it('a message the store refuses is not stored, and f8 is not asked', async () => {
    const thread = await chatThreads.create(UID, 'T');
    chatThreads.failWith = new FunctionError('permission-denied', 'no');
    const outcome = await sendMessage(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hi' }, count: 0, people },
      steps,
    );
    expect(outcome).toMatchObject({ stored: false, threadId: thread.id });
    expect(aiChat.calls).toEqual([]);
  });

  it('Retry after a write that landed though its answer was lost stores one copy, and f8 answers it', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const send = { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hello' }, count: 0, people };
    chatThreads.loseNextAnswer = true;
    expect(await sendMessage({ chatThreads, aiChat }, send, steps)).toMatchObject({ stored: false });
    expect(storedMessages(thread.id)).toHaveLength(1);

    const retried = await sendMessage({ chatThreads, aiChat }, { ...send, again: true }, steps);
    expect(retried).toMatchObject({ stored: true, answered: true, message: { id: 'm1', text: 'Hello' } });
    // The user's message once, and f8's reply.
    expect(storedMessages(thread.id)).toHaveLength(2);
    expect(aiChat.calls).toHaveLength(1);
  });

  it('Retry of a message that landed and was answered meanwhile (in another tab) stores nothing and does not ask f8', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const send = { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hello' }, count: 0, people };
    chatThreads.loseNextAnswer = true;
    expect(await sendMessage({ chatThreads, aiChat }, send, steps)).toMatchObject({ stored: false });
    const landed = (await chatThreads.messages(UID, thread.id, { limit: 1 })).messages[0]!;
    await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message: landed, count: 0, people }, steps);
    expect(aiChat.calls).toHaveLength(1);

    const retried = await sendMessage({ chatThreads, aiChat }, { ...send, again: true }, steps);
    expect(retried).toMatchObject({
      stored: true,
      threadId: thread.id,
      answeredBefore: [{ id: 'm1' }, { sender: 'bot' }],
    });
    expect(storedMessages(thread.id)).toHaveLength(2);
    expect(aiChat.calls).toHaveLength(1);
  });

  it('Retry that has to create the thread looks for no answer: nothing can follow its message', async () => {
    const reads = vi.spyOn(chatThreads, 'messages');
    const send = { uid: UID, threadId: null, message: { id: 'm1', text: 'Hello' }, count: 0, people, again: true };
    expect(await sendMessage({ chatThreads, aiChat }, send, steps)).toMatchObject({ stored: true, answered: true });
    expect(reads).not.toHaveBeenCalled();
  });

  it('Retry asks f8 when the look for an answer fails, as a first send does', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const send = { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hello' }, count: 0, people, again: true };
    chatThreads.messages = () => Promise.reject(new FunctionError('unavailable', 'down'));
    expect(await sendMessage({ chatThreads, aiChat }, send, steps)).toMatchObject({ stored: true, answered: true });
    expect(aiChat.calls).toHaveLength(1);
  });

  it("without f8's answer the thread counts the one message it holds, and after the reply's write fails too", async () => {
    const thread = await chatThreads.create(UID, 'T');
    aiChat.failWith = new FunctionError('unavailable', 'down');
    const outcome = await sendMessage(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hi' }, count: 4, people },
      steps,
    );
    expect(outcome).toMatchObject({ stored: true, answered: false, failed: 'ai-call', patch: { messageCount: 5 } });

    aiChat.failWith = null;
    const message = (await chatThreads.messages(UID, thread.id, { limit: 1 })).messages[0]!;
    const original = chatThreads.addMessage.bind(chatThreads);
    chatThreads.addMessage = () => Promise.reject(new FunctionError('unavailable', 'down'));
    const answer = await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message, count: 4, people }, steps);
    chatThreads.addMessage = original;
    expect(answer).toMatchObject({ answered: false, failed: 'reply-write', patch: { messageCount: 5 } });
  });

  it('the count written grows by at most two on what the thread entry holds once f8 answers, as the rules allow', async () => {
    const thread = await chatThreads.create(UID, 'T');
    let listed: number | undefined;
    const send = (id: string, entry: number | undefined) => {
      listed = 0;
      // The entry changes while f8 is asked (a refresh of the list lands): the count is read after the call.
      const asked = { send: (...args: Parameters<typeof aiChat.send>) => ((listed = entry), aiChat.send(...args)) };
      return sendMessage(
        { chatThreads, aiChat: asked },
        { uid: UID, threadId: thread.id, message: { id, text: id }, count: 6, listedCount: () => listed, people },
        steps,
      );
    };
    // The page knows six messages, but an update that never landed left the entry at three.
    expect(await send('m1', 3)).toMatchObject({ answered: true, patch: { messageCount: 5 } });
    expect(await send('m2', 6)).toMatchObject({ answered: true, patch: { messageCount: 8 } });
    expect(await send('m3', undefined)).toMatchObject({ answered: true, patch: { messageCount: 8 } });
    aiChat.failWith = new FunctionError('unavailable', 'down');
    expect(await send('m4', 4)).toMatchObject({ answered: false, patch: { messageCount: 6 } });
  });
  it('asking again answers the stored message without storing it again', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const message = await chatThreads.addMessage(UID, thread.id, { id: 'm1', text: 'Still there?', sender: 'user' });
    const answer = await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message, count: 0, people }, steps);
    expect(answer).toMatchObject({ answered: true, patch: { messageCount: 2, title: 'Still there?...' } });
    expect(storedMessages(thread.id)).toHaveLength(2);
  });

  it('Stop while f8 is asked: nothing is stored for f8, the thread counts the one message, and a late answer is dropped', async () => {
    const thread = await chatThreads.create(UID, 'T');
    let answerLate: (reply: { message: string; suggestedResponses: string[] }) => void = () => undefined;
    const stop = new AbortController();
    // Stopped while the call is on its way.
    aiChat.send = () => {
      setTimeout(() => stop.abort(), 0);
      return new Promise((resolve) => (answerLate = resolve));
    };
    const sent = sendMessage(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message: { id: 'm1', text: 'Hi' }, count: 0, people, signal: stop.signal },
      steps,
    );
    const outcome = await sent;
    expect(outcome).toMatchObject({ stored: true, answered: false, failed: 'stopped', patch: { messageCount: 1 } });
    answerLate({ message: 'Too late', suggestedResponses: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storedMessages(thread.id)).toHaveLength(1);
  });

  it('Stop before f8 is asked asks nothing; a call that fails after Stop counts as stopped, not as a failure', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const message = await chatThreads.addMessage(UID, thread.id, { id: 'm1', text: 'Hi', sender: 'user' });
    const stopped = AbortSignal.abort();
    expect(
      await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message, count: 0, people, signal: stopped }, steps),
    ).toMatchObject({ answered: false, failed: 'stopped' });
    const stop = new AbortController();
    aiChat.send = () => (stop.abort(), Promise.reject(new FunctionError('cancelled', 'aborted')));
    expect(
      await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message, count: 0, people, signal: stop.signal }, steps),
    ).toMatchObject({ answered: false, failed: 'stopped' });
    expect(storedMessages(thread.id)).toHaveLength(1);
  });

  it('Ask again after a Stop stores the answer once, and the thread counts one more', async () => {
    const thread = await chatThreads.create(UID, 'T');
    const message = await chatThreads.addMessage(UID, thread.id, { id: 'm1', text: 'Hi', sender: 'user' });
    const first = await askF8(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message, count: 0, people, signal: AbortSignal.abort() },
      steps,
    );
    const again = await askF8({ chatThreads, aiChat }, { uid: UID, threadId: thread.id, message, count: 0, people }, steps);
    expect(first.patch.messageCount).toBe(1);
    expect(again).toMatchObject({ answered: true, patch: { messageCount: 2 } });
    expect(storedMessages(thread.id)).toHaveLength(2);
  });

  it("streams f8's words as they come, then stores the final answer, which wins over them", async () => {
    const thread = await chatThreads.create(UID, 'T');
    const message = await chatThreads.addMessage(UID, thread.id, { id: 'm1', text: 'Hi', sender: 'user' });
    aiChat.streams.push(['Hel', 'lo']);
    aiChat.answer({ message: 'Hello, and welcome', responses: ['Thanks'] });
    const words: string[] = [];
    const answer = await askF8(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message, count: 0, people },
      {
        ...steps,
        words: (_tid, text) => void words.push(text),
        // The whole answer, before its write: what the screen shows while it is stored.
        saving: (_tid, text) => void words.push(`saving ${text}`),
      },
    );
    expect(words).toEqual(['Hel', 'Hello', 'saving Hello, and welcome']);
    expect(answer).toMatchObject({
      answered: true,
      reply: { text: 'Hello, and welcome', suggestedResponses: ['Thanks'] },
      patch: { messageCount: 2 },
    });
  });

  it("Stop after some of the words came stores them as f8's answer, and the thread counts 2", async () => {
    const thread = await chatThreads.create(UID, 'T');
    const message = await chatThreads.addMessage(UID, thread.id, { id: 'm1', text: 'Hi', sender: 'user' });
    aiChat.streams.push(['Part one, ', 'part two', 'never sent']);
    const stop = new AbortController();
    const answer = await askF8(
      { chatThreads, aiChat },
      { uid: UID, threadId: thread.id, message, count: 0, people, signal: stop.signal },
      { ...steps, words: (_tid, text) => (text === 'Part one, part two' ? stop.abort() : undefined) },
    );
    expect(answer).toMatchObject({
      answered: true,
      reply: { text: 'Part one, part two', sender: 'bot', suggestedResponses: [] },
      patch: { messageCount: 2 },
    });
    expect(storedMessages(thread.id)).toHaveLength(2);
  });

  it('step 7: the thread gets its count, time and title, and after a first exchange the newest messages are read back', async () => {
    const outcome = await sendMessage(
      { chatThreads, aiChat },
      { uid: UID, threadId: null, message: { id: 'm1', text: 'First' }, count: 0, people },
      steps,
    );
    if (!outcome.stored || 'answeredBefore' in outcome) throw new Error('not asked');
    const newest = await finishExchange({ chatThreads }, UID, outcome, () => undefined);
    expect(newest.map((m) => m.sender)).toEqual(['user', 'bot']);
    const [listed] = await chatThreads.list(UID);
    expect(listed).toMatchObject({ messageCount: 2, title: 'First...' });

    const failures: string[] = [];
    chatThreads.failWith = new FunctionError('unavailable', 'down');
    expect(await finishExchange({ chatThreads }, UID, outcome, (what) => void failures.push(what))).toEqual([]);
    expect(failures).toEqual(['Updating the thread failed', 'Reloading the messages failed']);
  });
});
