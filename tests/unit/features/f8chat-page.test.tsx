// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../adapters/in-memory/fake-clock';
import { InMemoryAiChat } from '../../../adapters/in-memory/in-memory-ai-chat';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryChatThreads } from '../../../adapters/in-memory/in-memory-chat-threads';
import { InMemoryPeople } from '../../../adapters/in-memory/in-memory-people';
import { FunctionError } from '../../../src/domain/function-error';
import { F8ChatPage } from '../../../src/features/f8chat/f8chat-page';
import { holdCalls } from '../../support/hold-calls';
import { leavingAsks } from '../../support/leaving-asks';
import { renderWithServices } from '../../support/render';

const ROUTES: RouteObject[] = [
  { path: '/f8chat', element: <F8ChatPage /> },
  { path: '/login', element: <p>login page</p> },
];

let clock: FakeClock;
beforeEach(() => {
  clock = new FakeClock(new Date(Date.now() - 3_600_000), 1000);
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function setup(options: { signedIn?: boolean; people?: InMemoryPeople; ai?: InMemoryAiChat; threads?: InMemoryChatThreads } = {}) {
  const auth = new InMemoryAuth([{ email: 'sam@example.com', password: 'secret1', displayName: 'Sam Rivers' }]);
  const user = options.signedIn === false ? null : await auth.signInWithEmail('sam@example.com', 'secret1');
  const chatThreads = options.threads ?? new InMemoryChatThreads(clock.now);
  const people = options.people ?? new InMemoryPeople();
  if (user && !options.people)
    people.seed(user.uid, [
      { id: 'p-maya', firstName: 'Maya' },
      { id: 'p-mateo', firstName: 'Mateo' },
    ]);
  const aiChat = options.ai ?? new InMemoryAiChat();
  const rendered = renderWithServices(ROUTES, { services: { auth, chatThreads, people, aiChat }, initialEntries: ['/f8chat'] });
  return { ...rendered, auth, user, chatThreads, people, aiChat };
}

const input = () => screen.getByRole('textbox', { name: 'Message f8' });
const log = () => screen.getByRole('log', { name: 'Conversation with f8' });
const rail = () => screen.getByRole('complementary', { name: 'Chat History' });
function type(text: string) {
  fireEvent.change(input(), { target: { value: text, selectionStart: text.length } });
}
const pressEnter = () => fireEvent.keyDown(input(), { key: 'Enter' });

describe('the f8 chat for a visitor', () => {
  it('shows the initial state, the visitor copy and the rail prompt', async () => {
    await setup({ signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    expect(screen.getByText('Ask f8 anything about your relationships')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
    for (const reply of [
      'Tell me more about this',
      'How can I improve my relationships?',
      'What should I do next?',
      'Can you give me specific advice?',
    ])
      expect(screen.getByRole('button', { name: reply })).toBeVisible();
    expect(input()).toHaveAttribute('placeholder', 'Login to start chatting...');
    expect(screen.getByText('Login to view and manage your chat history')).toBeVisible();
    expect(within(rail()).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.getByText('f8 is AI — helpful, but not always right.')).toBeVisible();
  });

  it('sends the visitor to /login with the way back, replacing the entry, and keeps the typed text for the return', async () => {
    const { router } = await setup({ signedIn: false });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Should I call my dad?');
    expect(screen.getByRole('button', { name: 'Login required to send messages' })).toHaveAttribute(
      'title',
      'Login required to send messages',
    );
    pressEnter();
    await screen.findByText('login page');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/f8chat', over: false });
    await act(() => router.navigate('/f8chat'));
    expect(input()).toHaveValue('Should I call my dad?');
  });
});

describe('the f8 chat for a signed-in user', () => {
  it('runs the sending flow in order: thread, user message, f8 with trimmed text and known mentions, reply, thread update', async () => {
    const { chatThreads, aiChat, user } = await setup();
    aiChat.answer({ message: 'Maya sounds important to you.', responses: ['Tell me about Maya', 'What happened?'] });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    await waitFor(() => expect(input()).toHaveAttribute('placeholder', 'Type a message... (use @ to mention)'));
    type('  I miss @maya and @nobody, what now?  ');
    pressEnter();
    expect(input()).toHaveValue('');
    expect(await within(log()).findByText('Maya sounds important to you.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: "let's chat" })).toBeVisible();
    const order = chatThreads.calls.map((c) => c.method).filter((m) => m !== 'list' && m !== 'messages');
    expect(order.slice(0, 4)).toEqual(['create', 'addMessage', 'addMessage', 'update']);
    expect(aiChat.calls[0]).toMatchObject({ message: 'I miss @maya and @nobody, what now?', mentions: [{ name: 'Maya', id: 'p-maya' }] });
    const [thread] = await chatThreads.list(user?.uid ?? '');
    expect(thread).toMatchObject({ title: 'I miss @maya and @nobody,...', messageCount: 2 });
    expect(aiChat.calls[0]?.threadId).toBe(thread?.id);
    const stored = await chatThreads.messages(user?.uid ?? '', thread?.id ?? '', { limit: 20 });
    expect(stored.messages.map((m) => [m.sender, m.text, m.suggestedResponses])).toEqual([
      ['user', 'I miss @maya and @nobody, what now?', undefined],
      ['bot', 'Maya sounds important to you.', ['Tell me about Maya', 'What happened?']],
    ]);
    // The suggestions sit under the last bot message; the rail lists the thread with its last message.
    expect(within(screen.getByRole('group', { name: 'Suggested replies' })).getByRole('button', { name: 'What happened?' })).toBeVisible();
    expect(await within(rail()).findByText('Maya sounds important to you.')).toBeVisible();
    expect(within(rail()).getByText('I miss @maya and @nobody,...')).toBeVisible();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('sends a chosen suggested reply as the user message', async () => {
    const { aiChat } = await setup();
    aiChat.answer({ message: 'How are you?', responses: ['Not great'] }, { message: 'I am sorry to hear that.', responses: [] });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    fireEvent.click(screen.getByRole('button', { name: 'What should I do next?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not great' }));
    expect(await within(log()).findByText('I am sorry to hear that.')).toBeVisible();
    expect(aiChat.calls.map((c) => c.message)).toEqual(['What should I do next?', 'Not great']);
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  });

  it("adds f8's apology when the AI call fails; the user's message stays and the thread keeps its title", async () => {
    const ai = new InMemoryAiChat();
    ai.failWith = new FunctionError('unavailable', 'down');
    const { chatThreads, user } = await setup({ ai });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Hello there');
    pressEnter();
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, I'm having trouble connecting right now. Please try again later.");
    expect(within(log()).getByText('Hello there')).toBeVisible();
    const [thread] = await chatThreads.list(user?.uid ?? '');
    expect(thread?.title).toBe('Hello there...');
    expect(await within(rail()).findByRole('button', { name: /^Hello there/ })).toBeVisible();
  });

  it("keeps f8's apology under the message it answers when the next exchange works, with that reply's suggestions", async () => {
    const ai = new InMemoryAiChat();
    ai.failWith = new FunctionError('unavailable', 'down');
    await setup({ ai });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('First try');
    pressEnter();
    await screen.findByRole('alert');
    ai.failWith = null;
    ai.script.push({ message: 'Second answer', responses: ['Nice'] });
    type('Second try');
    pressEnter();
    expect(await within(log()).findByText('Second answer')).toBeVisible();
    const bubbles = within(log())
      .getAllByText(/^(First try|Second try|Second answer|Sorry, I'm having trouble connecting right now\. Please try again later\.)$/)
      .map((bubble) => bubble.textContent);
    expect(bubbles).toEqual([
      'First try',
      "Sorry, I'm having trouble connecting right now. Please try again later.",
      'Second try',
      'Second answer',
    ]);
    expect(within(screen.getByRole('group', { name: 'Suggested replies' })).getByRole('button', { name: 'Nice' })).toBeVisible();
  });

  it('marks a message that could not be stored as not saved and sends it again on Retry', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realAdd = threads.addMessage.bind(threads);
    let failNext = true;
    threads.addMessage = (...args) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new FunctionError('unavailable', 'offline'));
      }
      return realAdd(...args);
    };
    const { aiChat } = await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Please keep this');
    pressEnter();
    expect(await screen.findByText('· Not saved', { exact: false })).toBeVisible();
    expect(aiChat.calls).toHaveLength(0); // f8 is asked only once the message is stored
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText('You said: Please keep this')).toBeVisible();
    expect(screen.queryByText('· Not saved', { exact: false })).toBeNull();
    expect(within(log()).getAllByText('Please keep this')).toHaveLength(1);
  });

  // 45 messages drawn three times over, queried by role: over Vitest's 5 s when the unit files share 2 busy cores (CI).
  it('opens a thread with its newest 20 and loads older pages of 20 while a full page came back', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const auth = new InMemoryAuth([{ email: 'sam@example.com', password: 'secret1' }]);
    const user = await auth.signInWithEmail('sam@example.com', 'secret1');
    const thread = await threads.create(user.uid, 'Long talk');
    for (let i = 1; i <= 45; i++)
      await threads.addMessage(user.uid, thread.id, { id: crypto.randomUUID(), text: `message ${i}`, sender: i % 2 ? 'user' : 'bot' });
    await threads.update(user.uid, thread.id, { lastMessageAt: clock.now(), messageCount: 45 });
    renderWithServices(ROUTES, { services: { auth, chatThreads: threads }, initialEntries: ['/f8chat'] });
    const history = await screen.findByRole('complementary', { name: 'Chat History' });
    fireEvent.click(await within(history).findByRole('button', { name: /^Long talk/ }));
    await within(await screen.findByRole('log')).findByText('message 45');
    expect(within(log()).getAllByRole('article')).toHaveLength(20);
    // As a pointer or a key press does, the button takes the focus as it is pressed.
    const pressOlder = () => {
      const older = screen.getByRole('button', { name: 'Load older messages' });
      older.focus();
      fireEvent.click(older);
    };
    // The older page is held: the button, pressed, is disabled while it loads.
    const older = holdCalls(threads, 'messages', (_uid, _thread, options) => Boolean(options.cursor));
    pressOlder();
    await waitFor(() => expect(older.held()).toBe(1));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await older.release();
    await waitFor(() => expect(within(log()).getAllByRole('article')).toHaveLength(40));
    // Then it takes the focus back; once nothing older is left, the conversation does.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load older messages' })).toHaveFocus());
    pressOlder();
    await waitFor(() => expect(within(log()).getAllByRole('article')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(within(log()).getAllByRole('article')[0]).toHaveTextContent('message 1');
    await waitFor(() => expect(log()).toHaveFocus());
  });

  it('gives the message box the focus a frame after a thread opens, unless the person has put it elsewhere by then', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const uid = 'uid-1';
    for (const title of ['First talk', 'Second talk']) {
      const thread = await threads.create(uid, title);
      for (let i = 1; i <= 21; i++)
        await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: `${title} ${i}`, sender: i % 2 ? 'user' : 'bot' });
      await threads.update(uid, thread.id, { lastMessageAt: clock.now(), messageCount: 21 });
    }
    await setup({ threads });
    const history = await screen.findByRole('complementary', { name: 'Chat History' });
    fireEvent.click(await within(history).findByRole('button', { name: /^First talk/ }));
    await waitFor(() => expect(input()).toHaveFocus());
    // The next frame is held until 'Load older messages' has been pressed, as a quick tap as the page lands does.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    fireEvent.click(within(history).getByRole('button', { name: /^Second talk/ }));
    const older = await screen.findByRole('button', { name: 'Load older messages' });
    older.focus();
    expect(frames.length).toBeGreaterThan(0);
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(older).toHaveFocus();
  });

  it('keeps a message delivered live while older messages were loading', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const uid = 'uid-1';
    const thread = await threads.create(uid, 'Long talk');
    for (let i = 1; i <= 25; i++)
      await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: `message ${i}`, sender: i % 2 ? 'user' : 'bot' });
    await threads.update(uid, thread.id, { lastMessageAt: clock.now(), messageCount: 25 });
    await setup({ threads });
    fireEvent.click(
      await within(await screen.findByRole('complementary', { name: 'Chat History' })).findByRole('button', { name: /^Long talk/ }),
    );
    await within(await screen.findByRole('log')).findByText('message 25');
    const older = holdCalls(threads, 'messages', (_uid, _thread, options) => Boolean(options.cursor));
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(older.held()).toBe(1));
    // Written elsewhere (another tab, the phone) while the older page is on its way: the listener delivers it.
    await act(() =>
      threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: 'From another tab', sender: 'user' }).then(() => undefined),
    );
    expect(await within(log()).findByText('From another tab')).toBeVisible();
    await older.release();
    await waitFor(() => expect(within(log()).getAllByRole('article')).toHaveLength(26));
    const texts = within(log())
      .getAllByRole('article')
      .map((a) => a.querySelector('.bubble-text')?.textContent);
    expect(texts[0]).toBe('message 1');
    expect(texts.at(-1)).toBe('From another tab');
  });

  it("keeps what was sent, and f8's answer, while the thread's messages were still being read", async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const uid = 'uid-1';
    const thread = await threads.create(uid, 'Slow talk');
    await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: 'Earlier words', sender: 'user' });
    await threads.update(uid, thread.id, { lastMessageAt: clock.now(), messageCount: 1 });
    const first = holdCalls(threads, 'messages', (_uid, _thread, options) => !options.cursor);
    await setup({ threads });
    fireEvent.click(
      await within(await screen.findByRole('complementary', { name: 'Chat History' })).findByRole('button', { name: /^Slow talk/ }),
    );
    await waitFor(() => expect(first.held()).toBe(1));
    type('Sent before the thread was read');
    pressEnter();
    // The exchange is done (the entry shows f8's answer) while the first read is still on its way.
    expect(await within(rail()).findByText('You said: Sent before the thread was read')).toBeVisible();
    expect(screen.getByText('Loading messages…')).toBeVisible();
    await first.release();
    expect(await within(await screen.findByRole('log')).findByText('Earlier words')).toBeVisible();
    expect(within(log()).getByText('Sent before the thread was read')).toBeVisible();
    expect(within(log()).getByText('You said: Sent before the thread was read')).toBeVisible();
    expect(within(log()).getAllByRole('article')).toHaveLength(3);
  });

  /** Two stored threads of a signed-in user, the page open on the initial screen; `narrow`: a phone's width. */
  async function twoThreads(narrow: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: narrow,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const threads = new InMemoryChatThreads(clock.now);
    const auth = new InMemoryAuth([{ email: 'sam@example.com', password: 'secret1' }]);
    const user = await auth.signInWithEmail('sam@example.com', 'secret1');
    for (const title of ['Older talk', 'Newer talk']) {
      const thread = await threads.create(user.uid, title);
      await threads.update(user.uid, thread.id, { lastMessageAt: clock.now(), messageCount: 0 });
    }
    renderWithServices(ROUTES, { services: { auth, chatThreads: threads }, initialEntries: ['/f8chat'] });
    await within(await screen.findByRole('complementary', { name: 'Chat History' })).findByRole('button', { name: /^Newer talk/ });
  }
  const deleteThread = (title: string) => {
    fireEvent.click(within(rail()).getByRole('button', { name: `Delete conversation “${title}”` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    // What is at stake is read with the question.
    expect(dialog).toHaveAccessibleDescription(`“${title}” and all its messages will be removed. This cannot be undone.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  };

  it('names a history entry with its count once, where the summary line is the count', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const auth = new InMemoryAuth([{ email: 'sam@example.com', password: 'secret1' }]);
    const user = await auth.signInWithEmail('sam@example.com', 'secret1');
    const thread = await threads.create(user.uid, 'Counted talk');
    await threads.update(user.uid, thread.id, { lastMessageAt: clock.now(), messageCount: 4 });
    renderWithServices(ROUTES, { services: { auth, chatThreads: threads }, initialEntries: ['/f8chat'] });
    // The name as assistive technology computes it, which the matcher is given.
    let name = '';
    await within(await screen.findByRole('complementary', { name: 'Chat History' })).findByRole('button', {
      name: (computed) => computed.startsWith('Counted talk') && Boolean((name = computed)),
    });
    expect(name.match(/4 messages/g)).toHaveLength(1);
  });

  it('gives the focus, after a deletion, to the entry in its place, else the last one, else New Chat', async () => {
    await twoThreads(false);
    deleteThread('Newer talk');
    await waitFor(() => expect(within(rail()).getByRole('button', { name: /^Older talk/ })).toHaveFocus());
    deleteThread('Older talk');
    await waitFor(() => expect(within(rail()).getByRole('button', { name: 'New Chat' })).toHaveFocus());
    vi.unstubAllGlobals();
  });

  it('gives the focus, after a deletion on a phone (the history a closed drawer), to the history toggle', async () => {
    await twoThreads(true);
    deleteThread('Older talk');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat History' })).toHaveFocus());
    vi.unstubAllGlobals();
  });

  it('gives the message box the focus when another conversation is picked from the history drawer on a phone', async () => {
    await twoThreads(true);
    const pick = async (title: RegExp) => {
      fireEvent.click(screen.getByRole('button', { name: 'Chat History' }));
      const entry = within(rail()).getByRole('button', { name: title });
      entry.focus();
      fireEvent.click(entry);
      // The drawer, as it closes, hands the focus to its toggle; the frame after, the message box takes it.
      await waitFor(() => expect(input()).toHaveFocus());
    };
    await pick(/^Older talk/);
    // From a conversation, whose header holds the same toggle.
    input().blur();
    await pick(/^Newer talk/);
    vi.unstubAllGlobals();
  });

  /** The page in a new conversation, 'Delete me later...', of one exchange. */
  async function conversationToDelete() {
    const page = await setup();
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Delete me later');
    pressEnter();
    await within(log()).findByText('You said: Delete me later');
    return page;
  }

  it('keeps a deleted conversation out of the history when a list read from before the deletion lands after it', async () => {
    const { chatThreads } = await conversationToDelete();
    // The next exchange refreshes the history; that read is held until the conversation has been deleted.
    const lists = holdCalls(chatThreads, 'list');
    type('One more');
    pressEnter();
    await within(log()).findByText('You said: One more');
    await waitFor(() => expect(lists.held()).toBeGreaterThan(0));
    deleteThread('Delete me later...');
    expect(await within(rail()).findByText('No chat history yet')).toBeVisible();
    await lists.release();
    expect(within(rail()).queryByRole('button', { name: /^Delete me later/ })).toBeNull();
    expect(within(rail()).getByText('No chat history yet')).toBeVisible();
  });

  it('keeps what is typed while the open conversation is being deleted, and leaves the focus where it is', async () => {
    const { chatThreads } = await conversationToDelete();
    const removal = holdCalls(chatThreads, 'remove');
    deleteThread('Delete me later...');
    await waitFor(() => expect(removal.held()).toBe(1));
    type('Written meanwhile');
    // Then off to the history's New Chat, while the deletion is still on its way.
    const newChat = within(rail()).getByRole('button', { name: 'New Chat' });
    newChat.focus();
    await removal.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    expect(await within(rail()).findByText('No chat history yet')).toBeVisible();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(input()).toHaveValue('Written meanwhile');
    expect(newChat).toHaveFocus();
  });

  it('says f8 is typing only in the conversation f8 is answering, not in another one opened meanwhile', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const ai = new InMemoryAiChat();
    const uid = 'uid-1';
    for (const title of ['First talk', 'Second talk']) {
      const thread = await threads.create(uid, title);
      await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: `${title} begins`, sender: 'user' });
      await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: `${title} answered`, sender: 'bot' });
      await threads.update(uid, thread.id, { lastMessageAt: clock.now(), messageCount: 2 });
    }
    await setup({ threads, ai });
    const history = await screen.findByRole('complementary', { name: 'Chat History' });
    fireEvent.click(await within(history).findByRole('button', { name: /^First talk/ }));
    await within(await screen.findByRole('log')).findByText('First talk answered');
    const answers = holdCalls(ai, 'send');
    type('Are you there?');
    pressEnter();
    expect(await screen.findByText('f8 is typing...')).toBeVisible();
    fireEvent.click(within(history).getByRole('button', { name: /^Second talk/ }));
    await within(await screen.findByRole('log')).findByText('Second talk answered');
    expect(screen.queryByText('f8 is typing...')).toBeNull();
    fireEvent.click(within(history).getByRole('button', { name: /^First talk/ }));
    await within(await screen.findByRole('log')).findByText('Are you there?');
    expect(screen.getByText('f8 is typing...')).toBeVisible();
    await answers.release();
    expect(await within(log()).findByText('You said: Are you there?')).toBeVisible();
    expect(screen.queryByText('f8 is typing...')).toBeNull();
  });

  it('offers to ask f8 again for a last message left without an answer (the page was left mid-send), storing it once', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const ai = new InMemoryAiChat();
    // The first account the page's auth makes; what a reload between storing the message and storing f8's answer
    // leaves: the message, and a count never updated.
    const uid = 'uid-1';
    const thread = await threads.create(uid, 'Left mid-send...');
    await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: 'Left mid-send', sender: 'user' });
    const { user } = await setup({ threads, ai });
    expect(user?.uid).toBe(uid);
    const history = await screen.findByRole('complementary', { name: 'Chat History' });
    fireEvent.click(await within(history).findByRole('button', { name: /^Left mid-send/ }));
    expect(await within(await screen.findByRole('log')).findByText('Left mid-send')).toBeVisible();
    expect(screen.getByText('f8 hasn’t answered this yet.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(await within(log()).findByText('You said: Left mid-send')).toBeVisible();
    expect(screen.queryByText('f8 hasn’t answered this yet.')).toBeNull();
    expect(within(log()).getAllByText('Left mid-send')).toHaveLength(1);
    expect(ai.calls).toEqual([{ message: 'Left mid-send', mentions: [], threadId: thread.id }]);
    const stored = await threads.messages(uid, thread.id, { limit: 20 });
    expect(stored.messages.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'Left mid-send'],
      ['bot', 'You said: Left mid-send'],
    ]);
    await waitFor(async () => expect((await threads.list(uid))[0]?.messageCount).toBe(2));
  });

  it('grows a count left behind by a lost update by two per exchange, as the rules allow, never jumping to what it holds', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const uid = 'uid-1';
    const thread = await threads.create(uid, 'Behind...');
    // Four messages stored, their thread updates lost: the count still says 0.
    for (let i = 1; i <= 4; i++)
      await threads.addMessage(uid, thread.id, { id: crypto.randomUUID(), text: `earlier ${i}`, sender: i % 2 ? 'user' : 'bot' });
    const updates: number[] = [];
    const realUpdate = threads.update.bind(threads);
    threads.update = (...args) => (updates.push(args[2].messageCount), realUpdate(...args));
    await setup({ threads });
    fireEvent.click(
      await within(await screen.findByRole('complementary', { name: 'Chat History' })).findByRole('button', { name: /^Behind/ }),
    );
    await within(await screen.findByRole('log')).findByText('earlier 4');
    type('One more');
    pressEnter();
    expect(await within(log()).findByText('You said: One more')).toBeVisible();
    await waitFor(() => expect(updates).toEqual([2]));
  });

  it('delivers a message written elsewhere into the open thread, once', async () => {
    const { chatThreads, user } = await setup();
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('First');
    pressEnter();
    await within(log()).findByText('You said: First');
    const [thread] = await chatThreads.list(user?.uid ?? '');
    await act(() =>
      chatThreads
        .addMessage(user?.uid ?? '', thread?.id ?? '', { id: crypto.randomUUID(), text: 'From another tab', sender: 'user' })
        .then(() => undefined),
    );
    expect(await within(log()).findByText('From another tab')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(within(log()).getAllByText('From another tab')).toHaveLength(1);
  });

  it('deletes the open thread: messages, then the thread, then its entry, and returns to the initial state', async () => {
    const { chatThreads, user } = await conversationToDelete();
    fireEvent.click(within(rail()).getByRole('button', { name: 'Delete conversation “Delete me later...”' }));
    // A question first: Cancel keeps the conversation.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Cancel' }));
    expect(within(log()).getByText('Delete me later')).toBeVisible();
    expect(chatThreads.calls.some((c) => c.method === 'remove')).toBe(false);
    fireEvent.click(within(rail()).getByRole('button', { name: 'Delete conversation “Delete me later...”' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Delete' });
    confirm.focus();
    // The history's first read, and its refresh after the exchange, are done.
    const listReads = () => chatThreads.calls.filter((c) => c.method === 'list');
    await waitFor(() => expect(listReads()).toHaveLength(2));
    await waitFor(() => expect(within(rail()).getByRole('button', { name: /^Delete me later/ })).toBeVisible());
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    expect(await within(rail()).findByText('No chat history yet')).toBeVisible();
    // With no list read on its way, the history is not read again for a deletion.
    expect(listReads()).toHaveLength(2);
    // The question gave the focus back to the entry, which went with it: the message box takes it.
    await waitFor(() => expect(input()).toHaveFocus());
    expect(await chatThreads.list(user?.uid ?? '')).toEqual([]);
    const deletions = chatThreads.deletions;
    expect(deletions.at(-1)).toMatch(/chatThreads\/[^/]+$/);
    expect(deletions.slice(0, -1).every((path) => path.includes('/messages/'))).toBe(true);
  });

  it('offers people to mention in a listbox used with arrows, Enter and Escape', async () => {
    await setup();
    await waitFor(() => expect(input()).toHaveAttribute('placeholder', 'Type a message... (use @ to mention)'));
    type('Talk to @ma');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@Mateo', '@Maya']);
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(input()).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '@Mateo' }).id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: '@Maya' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('Talk to @Maya ');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('Talk to @Maya and @M');
    expect(await screen.findByRole('listbox')).toBeVisible();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('falls back to the five placeholder people when the user’s people cannot be loaded', async () => {
    const people = new InMemoryPeople();
    people.failWith = new FunctionError('unavailable', 'down');
    await setup({ people });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('@');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(input()).toHaveAttribute('placeholder', 'Type your message...');
  });

  it('counts up to 250 characters, warning above 200 and in danger above 230', async () => {
    await setup();
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('a'.repeat(201));
    expect(screen.getByText('201/250')).toHaveClass('is-warning');
    type('a'.repeat(231));
    expect(screen.getByText('231/250')).toHaveClass('is-danger');
    type('a'.repeat(300));
    expect(input()).toHaveValue('a'.repeat(250));
    expect(input()).toHaveAttribute('maxlength', '250');
  });

  it('never sends blank text, and Shift+Enter does not send', async () => {
    const { aiChat } = await setup();
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('   ');
    pressEnter();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    type('line one');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(aiChat.calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Start a new conversation' })).toBeVisible();
  });

  it('shows a reply with markup as plain text: nothing in it runs or loads', async () => {
    const { aiChat } = await setup();
    aiChat.answer({ message: '<img src="https://evil.example/x.png" onerror="alert(1)"><script>window.hacked = 1</script>**bold**' });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Show me markup');
    pressEnter();
    expect(await within(log()).findByText(/<img src="https:\/\/evil.example\/x.png"/)).toBeVisible();
    expect(log().querySelector('img, script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('says nothing when only-logged failures happen (thread list, thread update), as SPEC 8 asks', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    threads.list = () => Promise.reject(new FunctionError('unavailable', 'down'));
    threads.update = () => Promise.reject(new FunctionError('unavailable', 'down'));
    await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Still works');
    pressEnter();
    expect(await within(log()).findByText('You said: Still works')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  /** An f8 that answers only when told to: `answer` lets the latest question through. */
  function heldAi() {
    const ai = new InMemoryAiChat();
    let release: () => void = () => undefined;
    const realSend = ai.send.bind(ai);
    ai.send = (request) => new Promise((resolve) => (release = () => void realSend(request).then(resolve)));
    return { ai, answer: () => release() };
  }

  it('gives the message box the focus as a quick reply is sent, not once f8 has answered', async () => {
    const { ai, answer } = heldAi();
    await setup({ ai });
    const chip = await screen.findByRole('button', { name: 'Tell me more about this' });
    chip.focus();
    fireEvent.click(chip);
    // The chip is gone with the first screen; f8 is still to answer.
    expect(await screen.findByText('f8 is typing...')).toBeVisible();
    await waitFor(() => expect(input()).toHaveFocus());
    act(() => answer());
    await waitFor(() => expect(screen.queryByText('f8 is typing...')).toBeNull());
    expect(input()).toHaveFocus();
  });

  it('leaves the focus where the person put it while f8 answered', async () => {
    const { ai, answer } = heldAi();
    await setup({ ai });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Are you there?');
    pressEnter();
    expect(await screen.findByText('f8 is typing...')).toBeVisible();
    // Off to the history while f8 thinks: its New Chat button.
    const newChat = within(screen.getByRole('complementary', { name: 'Chat History' })).getByRole('button', { name: 'New Chat' });
    newChat.focus();
    act(() => answer());
    await waitFor(() => expect(screen.queryByText('f8 is typing...')).toBeNull());
    expect(newChat).toHaveFocus();
  });

  it('announces a new reply from f8 politely, outside the quiet log', async () => {
    const { aiChat } = await setup();
    aiChat.answer({ message: 'I am listening.' });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Hi');
    pressEnter();
    await within(log()).findByText('I am listening.');
    expect(log()).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('f8 says: I am listening.'));
  });

  it('says f8 is typing only while f8 is asked; a message still being stored while offline waits for a connection', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realAdd = threads.addMessage.bind(threads);
    let storeUserMessage: () => void = () => undefined;
    threads.addMessage = (...args) =>
      args[2].sender === 'user'
        ? new Promise((resolve) => (storeUserMessage = () => void realAdd(...args).then(resolve)))
        : realAdd(...args);
    const { ai, answer } = heldAi();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await setup({ threads, ai });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Sent on a train');
    pressEnter();
    // The Firestore SDK keeps an offline write until the connection is back: the message waits, f8 is not typing.
    const bubble = await within(log()).findByRole('article', { name: /^You,/ });
    expect(within(bubble).getByText('· Waiting for connection', { exact: false })).toBeVisible();
    expect(screen.queryByText('f8 is typing...')).toBeNull();
    online.mockReturnValue(true);
    act(() => void dispatchEvent(new Event('online')));
    expect(within(bubble).queryByText('· Waiting for connection', { exact: false })).toBeNull();
    act(() => storeUserMessage());
    expect(await screen.findByText('f8 is typing...')).toBeVisible();
    act(() => answer());
    expect(await within(log()).findByText('You said: Sent on a train')).toBeVisible();
    expect(screen.queryByText('f8 is typing...')).toBeNull();

    // Online, a write that takes longer than a second says the message is still on its way, politely.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled()); // blank input
    type('Slow network');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    pressEnter();
    const slow = (await within(log()).findByText('Slow network')).closest('article');
    if (!slow) throw new Error('no bubble for the slow message');
    expect(within(slow).queryByRole('status')).toBeNull();
    expect(await within(slow).findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('· Saving…');
    act(() => storeUserMessage());
    await waitFor(() => expect(within(log()).queryByText('· Saving…', { exact: false })).toBeNull());
  }, 10_000);

  it("starts afresh for the next person while the last one's message is still on its way (a write that never settles)", async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realAdd = threads.addMessage.bind(threads);
    threads.addMessage = (...args) => (args[2].text === 'Left behind' ? new Promise(() => undefined) : realAdd(...args));
    const { auth } = await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Left behind');
    pressEnter();
    await within(log()).findByText('Left behind');
    await act(() => auth.signOut());
    await act(() => auth.signUpWithEmail('kim@example.com', 'secret2', 'Kim Next'));
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    expect(screen.queryByText('Left behind')).toBeNull();
    type('A fresh start');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    pressEnter();
    expect(await within(log()).findByText('You said: A fresh start')).toBeVisible();
  });

  it('lets the next message go while the thread update of the last exchange still waits (kept by the store offline), and asks before the page is left meanwhile', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realUpdate = threads.update.bind(threads);
    const held: (() => void)[] = [];
    threads.update = (...args) => new Promise((resolve) => held.push(() => void realUpdate(...args).then(resolve)));
    const { aiChat, user } = await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('First words');
    pressEnter();
    expect(await within(log()).findByText('You said: First words')).toBeVisible();
    // The count shows at once; the composer is free although the update has not landed.
    expect(await within(rail()).findByRole('button', { name: /^First words.*2 messages$/ })).toBeVisible();
    expect(leavingAsks()).toBe(true);
    type('Second words');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    pressEnter();
    expect(await within(log()).findByText('You said: Second words')).toBeVisible();
    expect(aiChat.calls).toHaveLength(2);
    expect(await within(rail()).findByRole('button', { name: /^First words.*4 messages$/ })).toBeVisible();
    // The updates land in the order they were made, each once the one before it has.
    expect(held).toHaveLength(1);
    act(() => held.shift()?.());
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => held.shift()?.());
    const [thread] = await threads.list(user?.uid ?? '');
    await waitFor(async () => expect((await threads.list(user?.uid ?? ''))[0]?.messageCount).toBe(4));
    expect(thread?.title).toBe('First words...');
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it('does not ask before the page is left while only a read is on its way after an exchange', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realUpdate = threads.update.bind(threads);
    let updated = 0;
    threads.update = (...args) => realUpdate(...args).then(() => void (updated += 1));
    await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    // The list read that follows the exchange is held; the thread's update is not.
    const reads = holdCalls(threads, 'list');
    type('First words');
    pressEnter();
    expect(await within(log()).findByText('You said: First words')).toBeVisible();
    await waitFor(() => expect(updated).toBe(1));
    await waitFor(() => expect(reads.held()).toBeGreaterThan(0));
    await waitFor(() => expect(leavingAsks()).toBe(false));
    await reads.release();
  });

  it('does not send into a new thread the user left before it was created', async () => {
    const threads = new InMemoryChatThreads(clock.now);
    const realCreate = threads.create.bind(threads);
    let release: () => void = () => undefined;
    let creates = 0;
    threads.create = (...args) => {
      creates += 1;
      if (creates > 1) return realCreate(...args);
      return new Promise((resolve) => (release = () => void realCreate(...args).then(resolve)));
    };
    const { aiChat } = await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('First try');
    pressEnter();
    // The conversation shows while its thread is still being created; the history's New Chat leaves it.
    await screen.findByRole('heading', { level: 1, name: "let's chat" });
    fireEvent.click(within(rail()).getByRole('button', { name: 'New Chat' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    act(() => release());
    await waitFor(() => expect(aiChat.calls).toHaveLength(1));
    type('Second try');
    // Send is disabled while the first exchange finishes (Enter would do nothing): the next message waits for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    pressEnter();
    await waitFor(() => expect(aiChat.calls).toHaveLength(2));
    // The second message opened a thread of its own instead of joining the one the user had left.
    expect(creates).toBe(2);
    expect(aiChat.calls[1]?.threadId).not.toBe(aiChat.calls[0]?.threadId);
  });

  it('does not store a message twice when Retry follows a write that landed but whose answer was lost', async () => {
    // The store's clock an hour behind the page's: the message is known by its id, not by its time.
    const threads = new InMemoryChatThreads(new FakeClock(new Date(Date.now() - 3_600_000), 10).now);
    threads.loseNextAnswer = true;
    const { user } = await setup({ threads });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Only once please');
    pressEnter();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText('You said: Only once please')).toBeVisible();
    const [thread] = await threads.list(user?.uid ?? '');
    const stored = await threads.messages(user?.uid ?? '', thread?.id ?? '', { limit: 20 });
    expect(stored.messages.filter((m) => m.text === 'Only once please')).toHaveLength(1);
    expect(within(log()).getAllByText('Only once please')).toHaveLength(1);
  });

  it('does not ask f8 again on Retry when the message landed and was answered meanwhile, in another tab', async () => {
    const threads = new InMemoryChatThreads(new FakeClock(new Date(), 10).now);
    threads.loseNextAnswer = true;
    // The live listener brings nothing (as when it is down): only Retry can find what landed.
    threads.subscribe = () => () => undefined;
    const reads = vi.spyOn(threads, 'messages');
    const ai = new InMemoryAiChat();
    const { user } = await setup({ threads, ai });
    await screen.findByRole('heading', { name: 'Start a new conversation' });
    type('Answer me once');
    pressEnter();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const uid = user?.uid ?? '';
    const [thread] = await threads.list(uid);
    const [landed] = (await threads.messages(uid, thread?.id ?? '', { limit: 20 })).messages;
    expect(landed?.text).toBe('Answer me once');
    await threads.addMessage(uid, thread?.id ?? '', { id: 'from-the-other-tab', text: 'Answered over there', sender: 'bot' });
    expect(retry).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await within(log()).findByText('Answered over there')).toBeVisible();
    expect(reads).toHaveBeenCalledWith(uid, thread?.id, { limit: 2 });
    expect(within(log()).getAllByText('Answer me once')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(ai.calls).toHaveLength(0);
    expect((await threads.messages(uid, thread?.id ?? '', { limit: 20 })).messages).toHaveLength(2);
  });
});
