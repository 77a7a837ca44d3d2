// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryCompanion } from '../../../adapters/in-memory/in-memory-companion';
import { InMemoryDashboardChat } from '../../../adapters/in-memory/in-memory-dashboard-chat';
import { FunctionError } from '../../../src/domain/function-error';
import { DashboardPage } from '../../../src/features/dashboard/dashboard-page';
import { renderWithServices } from '../../support/render';

afterEach(cleanup);

const ROUTES: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/about', element: <p>about page</p> },
  { path: '/login', element: <p>login page</p> },
];

async function signedIn() {
  const auth = new InMemoryAuth([{ email: 'sam@example.com', password: 'secret1', displayName: 'Sam Rivers' }]);
  const user = await auth.signInWithEmail('sam@example.com', 'secret1');
  return { auth, user };
}

const log = () => screen.getByRole('list', { name: 'Messages' });
/** The log's lines that show `at` as their time: the stored ones, in tests that store at a time no send has. */
const linesAt = (at: Date) =>
  within(log())
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('time')?.dateTime === at.toISOString());
/** The chat has loaded, and is empty. */
const emptyChatShown = () =>
  waitFor(() => expect(within(log()).getByText('Say hello to f8. Your last 10 messages show here.')).toBeVisible());

describe('DashboardPage', () => {
  it('greets with the newest 5 chat lines as context, read from the one live chat subscription', async () => {
    const { auth, user } = await signedIn();
    const companion = new InMemoryCompanion();
    const chat = new InMemoryDashboardChat();
    chat.seed(
      user.uid,
      Array.from({ length: 7 }, (_, i) => ({ message: `line ${i + 1}`, sender: i % 2 ? ('f8' as const) : ('user' as const) })),
    );
    renderWithServices(ROUTES, { services: { auth, companion, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    const greeting = companion.calls.find((c) => c.fn === 'greeting');
    expect(greeting?.chatContext.map((l) => l.message)).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    expect(within(log()).getByText('line 7')).toBeVisible();
  });

  it('shows the cached greeting at once on a second visit in the session, without asking f8 again', async () => {
    const { auth } = await signedIn();
    const companion = new InMemoryCompanion();
    const { router } = renderWithServices(ROUTES, {
      services: { auth, companion, dashboardChat: new InMemoryDashboardChat() },
      initialEntries: ['/dashboard'],
    });
    await screen.findByText(/Good (morning|afternoon|evening), Sam!/);
    const calls = companion.calls.length;
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/dashboard'));
    expect(screen.getByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    expect(screen.queryByText('f8 is getting ready…')).toBeNull();
    expect(companion.calls).toHaveLength(calls);
  });

  it("shows 'Failed to load dashboard data' with Try again, which asks again", async () => {
    const { auth } = await signedIn();
    const companion = new InMemoryCompanion();
    companion.failWith = new FunctionError('internal', 'down');
    renderWithServices(ROUTES, {
      services: { auth, companion, dashboardChat: new InMemoryDashboardChat() },
      initialEntries: ['/dashboard'],
    });
    expect(await screen.findByText('Failed to load dashboard data')).toBeVisible();
    companion.failWith = null;
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
    // The button gave way to the loading line, and the focus went on to the greeting.
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Sam' })).toHaveFocus();
  });

  it('keeps the tips and starters that loaded when the greeting fails, and Try again asks for the greeting alone', async () => {
    const { auth } = await signedIn();
    const companion = new InMemoryCompanion();
    companion.failWith = new FunctionError('internal', 'down');
    companion.failOnly = 'greeting';
    renderWithServices(ROUTES, {
      services: { auth, companion, dashboardChat: new InMemoryDashboardChat() },
      initialEntries: ['/dashboard'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getByText('Sam, ask one open-ended question today.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Who do you miss talking to?' })).toBeVisible();
    expect(screen.queryByText('No tips right now.')).toBeNull();
    companion.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    expect(companion.calls.map((c) => c.fn).sort()).toEqual(['greeting', 'greeting', 'starters', 'tips']);
  });

  it('says which card could not be loaded when its own call fails', async () => {
    const { auth } = await signedIn();
    const companion = new InMemoryCompanion();
    companion.failWith = new FunctionError('internal', 'down');
    companion.failOnly = 'tips';
    renderWithServices(ROUTES, {
      services: { auth, companion, dashboardChat: new InMemoryDashboardChat() },
      initialEntries: ['/dashboard'],
    });
    expect(await screen.findByText('Tips could not be loaded.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
  });

  it('sends with the chat as history; the live list then holds both lines of the exchange', async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.seed(user.uid, [{ message: 'earlier', sender: 'user' }]);
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    await within(await screen.findByRole('list', { name: 'Messages' })).findByText('earlier');
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: '  I miss my brother  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('I hear you, Sam. Tell me more about that.')).toBeVisible();
    expect(within(log()).getByText('I miss my brother')).toBeVisible();
    expect(chat.calls[0]).toMatchObject({ userMessage: 'I miss my brother', chatHistory: [{ message: 'earlier', sender: 'user' }] });
    expect(screen.getByLabelText('Message f8')).toHaveValue('');
    // Send went disabled under the pointer: the focus waits in the box for the next message.
    expect(screen.getByLabelText('Message f8')).toHaveFocus();
  });

  it('shows the stored exchange once when the live list brings it before the send call returns', async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    const store = chat.send.bind(chat);
    let release = () => undefined as void;
    // The function has stored both lines, but its answer is still on the way back.
    chat.send = (request) => store(request).then((answer) => new Promise<string>((resolve) => (release = () => resolve(answer))));
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    // Send is held until the chat has loaded (a test of its own, below).
    await emptyChatShown();
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'I miss my brother' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('I hear you, Sam. Tell me more about that.')).toBeVisible();
    expect(within(log()).getAllByText('I miss my brother')).toHaveLength(1);
    expect(within(log()).queryByText('f8 is typing...')).toBeNull();
    expect(chat.calls).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(screen.getByLabelText('Message f8')).toBeEnabled());
    expect(within(log()).getAllByText('I miss my brother')).toHaveLength(1);
  });

  it("shows f8's answer as the call returns it when the live list has not brought the exchange yet, then the stored lines once", async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    let store = () => undefined as void;
    // The function answers at once; its stored lines reach the listener only later.
    const storedAt = new Date('2026-11-20T10:00:00.000Z');
    chat.send = (request) => {
      store = () =>
        chat.seed(user.uid, [
          { message: request.message, sender: 'user', timestamp: storedAt },
          { message: 'Later, stored', sender: 'f8', timestamp: storedAt },
        ]);
      return Promise.resolve('Later, stored');
    };
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    await emptyChatShown();
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const answer = (await within(log()).findByText('Later, stored')).closest('li');
    const words = within(log()).getByText('Are you there?').closest('li');
    expect(answer).toBeVisible();
    expect(words).toBeVisible();
    expect(within(log()).queryByText('f8 is typing...')).toBeNull();
    expect(linesAt(storedAt)).toHaveLength(0);
    act(() => store());
    // The stored lines take the place of the shown ones, with their stored time.
    await waitFor(() => expect(linesAt(storedAt)).toHaveLength(2));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
    // In the same elements: the log, which reads out what is added to it, does not read the exchange a second time.
    expect(within(log()).getByText('Later, stored').closest('li')).toBe(answer);
    expect(within(log()).getByText('Are you there?').closest('li')).toBe(words);
  });

  it("shows f8's answer right after the words once they are stored alone, and keeps its element when it is stored", async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.seed(user.uid, [{ message: 'earlier', sender: 'user' }]);
    let storeAnswer = () => undefined as void;
    // The function stores the words at once and its answer in a later write.
    chat.send = (request) => {
      chat.seed(user.uid, [{ message: request.message, sender: 'user' }]);
      storeAnswer = () => chat.seed(user.uid, [{ message: 'The answer', sender: 'f8' }]);
      return Promise.resolve('The answer');
    };
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    await within(await screen.findByRole('list', { name: 'Messages' })).findByText('earlier');
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const answer = (await within(log()).findByText('The answer')).closest('li');
    const texts = () =>
      within(log())
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.nextSibling?.textContent);
    await waitFor(() => expect(texts()).toEqual(['earlier', 'Hello there', 'The answer']));
    act(() => storeAnswer());
    await waitFor(() => expect(within(log()).getByText('The answer').closest('li')?.querySelector('time')?.dateTime).not.toBe(undefined));
    expect(texts()).toEqual(['earlier', 'Hello there', 'The answer']);
    expect(within(log()).getByText('The answer').closest('li')).toBe(answer);
  });

  it('counts an exchange stored as a whole whichever of its two lines is stored first, and two alike messages as two', async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    const stores: (() => void)[] = [];
    // The function answers at once; its lines reach the listener later, f8's first (both at one time, ordered by id).
    const at = new Date('2026-11-20T10:00:00.000Z');
    chat.send = (request) => {
      stores.push(() =>
        chat.seed(user.uid, [
          { message: `Answer to ${request.message}`, sender: 'f8', timestamp: at },
          { message: request.message, sender: 'user', timestamp: at },
        ]),
      );
      return Promise.resolve(`Answer to ${request.message}`);
    };
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    await emptyChatShown();
    for (let i = 0; i < 2; i++) {
      fireEvent.change(input, { target: { value: 'ok' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(within(log()).getAllByText('Answer to ok')).toHaveLength(i + 1));
    }
    // The first exchange is stored: the second, alike, still shows as sent.
    act(() => stores[0]?.());
    await waitFor(() => expect(linesAt(at)).toHaveLength(2));
    expect(within(log()).getAllByText('ok')).toHaveLength(2);
    expect(within(log()).getAllByText('Answer to ok')).toHaveLength(2);
    act(() => stores[1]?.());
    await waitFor(() => expect(linesAt(at)).toHaveLength(4));
    expect(within(log()).getAllByText('ok')).toHaveLength(2);
    expect(within(log()).getAllByText('Answer to ok')).toHaveLength(2);
  });

  it('keeps an exchange that is never stored where it was said, before what was said after it', async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    const store = chat.send.bind(chat);
    // The first call answers but stores nothing (a function whose write failed); the second stores as usual.
    chat.send = (request) => (request.message === 'first' ? Promise.resolve('Unstored answer') : store(request));
    chat.seed(user.uid, [{ message: 'earlier', sender: 'user' }]);
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    await within(log()).findByText('earlier');
    fireEvent.change(input, { target: { value: 'first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('Unstored answer');
    fireEvent.change(input, { target: { value: 'second' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('I hear you, Sam. Tell me more about that.');
    // Each line's words, without its hidden author and its time.
    const texts = within(log())
      .getAllByRole('listitem')
      .map((li) => {
        const words = li.cloneNode(true) as HTMLElement;
        words.querySelectorAll('.visually-hidden, time').forEach((node) => node.remove());
        return words.textContent;
      });
    expect(texts).toEqual(['earlier', 'first', 'Unstored answer', 'second', 'I hear you, Sam. Tell me more about that.']);
  });

  it('leaves the log where the reader scrolled it while they type; a new line takes it to the end', async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    await emptyChatShown();
    let scrolls = 0;
    Object.defineProperty(log(), 'scrollTop', { configurable: true, get: () => 0, set: () => void (scrolls += 1) });
    for (const text of ['H', 'He', 'Hel']) fireEvent.change(input, { target: { value: text } });
    expect(scrolls).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log()).findByText('I hear you, Sam. Tell me more about that.');
    expect(scrolls).toBeGreaterThan(0);
  });

  it("a chat that cannot load says 'Failed to load dashboard data' with Try again, keeps each exchange sent meanwhile, and listens again", async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.seed(user.uid, [{ message: 'stored before', sender: 'user' }]);
    chat.failReadsWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    expect(await screen.findByText('Failed to load dashboard data')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('I hear you, Sam. Tell me more about that.')).toBeVisible();
    expect(within(log()).getByText('Hello?')).toBeVisible();
    // The next message carries the exchange the page shows as its history.
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'Still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log()).getAllByText('I hear you, Sam. Tell me more about that.')).toHaveLength(2));
    expect(chat.calls[1]?.chatHistory).toEqual([
      { message: 'Hello?', sender: 'user' },
      { message: 'I hear you, Sam. Tell me more about that.', sender: 'f8' },
    ]);
    chat.failReadsWith = null;
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await within(log()).findByText('stored before')).toBeVisible();
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
    expect(within(log()).getAllByText('Still there?')).toHaveLength(1);
    expect(within(log()).getAllByText('I hear you, Sam. Tell me more about that.')).toHaveLength(2);
    // The button went with the error: the focus went on to the messages.
    expect(log()).toHaveFocus();
  });

  it('says it once when the greeting and the chat both fail, and that one Try again asks for both again', async () => {
    const { auth, user } = await signedIn();
    const companion = new InMemoryCompanion();
    companion.failWith = new FunctionError('unavailable', 'down');
    const chat = new InMemoryDashboardChat();
    chat.seed(user.uid, [{ message: 'stored before', sender: 'user' }]);
    chat.failReadsWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, companion, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    expect(await screen.findByText('Failed to load dashboard data')).toBeVisible();
    // The chat's listener has failed by now too (it fails at once, and the chat stops loading): still one box, one button.
    await emptyChatShown();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    companion.failWith = null;
    chat.failReadsWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    expect(await within(log()).findByText('stored before')).toBeVisible();
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
  });

  it('holds the chat’s own failure while the greeting is on its way, so a failing greeting does not replace one box with another', async () => {
    const { auth } = await signedIn();
    const companion = new InMemoryCompanion();
    const greet = companion.greeting.bind(companion);
    let answer: (() => void) | null = null;
    // The greeting is held, then fails.
    companion.greeting = (request) =>
      new Promise((resolve, reject) => {
        answer = () => {
          companion.failWith = new FunctionError('unavailable', 'down');
          void greet(request).then(resolve, reject);
        };
      });
    const chat = new InMemoryDashboardChat();
    chat.failReadsWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, companion, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    // The chat has failed (it stops loading); the greeting has not answered yet: nothing is said so far.
    await emptyChatShown();
    await waitFor(() => expect(answer).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => answer?.());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says the chat failed under the chat when the greeting has not failed', async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.failReadsWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    const chatCard = screen.getByRole('region', { name: 'Chat with f8' });
    expect(await within(chatCard).findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("says 'Loading messages…' and holds Send until the chat has loaded", async () => {
    const { auth, user } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.seed(user.uid, [{ message: 'from yesterday', sender: 'f8' }]);
    const listen = chat.subscribe.bind(chat);
    let release = () => undefined as void;
    chat.subscribe = (uid, listener, onError) => {
      let stop = () => undefined as void;
      release = () => (stop = listen(uid, listener, onError));
      return () => stop();
    };
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    expect(await within(await screen.findByRole('list', { name: 'Messages' })).findByText('Loading messages…')).toBeVisible();
    expect(within(log()).getByText(/Say hello/)).not.toBeVisible();
    fireEvent.change(screen.getByLabelText('Message f8'), { target: { value: 'Quick one' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => release());
    expect(await within(log()).findByText('from yesterday')).toBeVisible();
    expect(within(log()).queryByText('Loading messages…')).toBeNull();
    expect(within(log()).queryByText(/Say hello/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('takes messages up to the function’s 5,000 characters, and says so at the limit', async () => {
    const { auth } = await signedIn();
    renderWithServices(ROUTES, { services: { auth, dashboardChat: new InMemoryDashboardChat() }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    expect(input).toHaveAttribute('maxLength', '5000');
    expect(screen.queryByText('A message can be up to 5,000 characters.')).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(5000) } });
    expect(screen.getByRole('status')).toHaveTextContent('A message can be up to 5,000 characters.');
    expect(input).toHaveAccessibleDescription('A message can be up to 5,000 characters.');
  });

  it("keeps what the user wrote and says 'Failed to send message' when the send fails", async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.failWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    await emptyChatShown();
    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue('Are you there?'));
    expect(within(log()).queryByText('Are you there?')).toBeNull();
  });

  it('brings a failed send into sight while the person is still at the message box, not once they have gone on elsewhere', async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    const fail = chat.send.bind(chat);
    let answer: (() => void) | null = null;
    chat.failWith = new FunctionError('unavailable', 'down');
    // Each send waits for `answer`, then fails.
    chat.send = (request) => new Promise((resolve, reject) => (answer = () => void fail(request).then(resolve, reject)));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    await emptyChatShown();
    await screen.findByRole('button', { name: 'What made you smile this week?' });
    const sendFrom = async (where: () => void) => {
      fireEvent.change(input, { target: { value: 'Are you there?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      where();
      await waitFor(() => expect(answer).not.toBeNull());
      act(() => answer?.());
      answer = null;
      expect(await screen.findByText('Failed to send message')).toBeVisible();
      return scrolled.mock.contexts.some((element) => element === screen.getByText('Failed to send message'));
    };
    // Gone on to a conversation starter while it was on its way: the page stays where they are.
    const starter = within(screen.getByRole('region', { name: 'Conversation starters' })).getAllByRole('button')[0];
    expect(await sendFrom(() => starter?.focus())).toBe(false);
    expect(await sendFrom(() => input.focus())).toBe(true);
    scrolled.mockRestore();
  });

  it('fills the message box with a conversation starter each time it is chosen, the same one again too, and focuses it', async () => {
    const { auth } = await signedIn();
    renderWithServices(ROUTES, {
      services: { auth, companion: new InMemoryCompanion(), dashboardChat: new InMemoryDashboardChat() },
      initialEntries: ['/dashboard'],
    });
    const starters = await screen.findByRole('region', { name: 'Conversation starters' });
    const starter = (await within(starters).findAllByRole('button'))[0]!;
    const box = screen.getByRole('textbox', { name: 'Message f8' });
    fireEvent.click(starter);
    expect(box).toHaveValue(starter.textContent);
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: '' } });
    starter.focus();
    fireEvent.click(starter);
    expect(box).toHaveValue(starter.textContent);
    expect(box).toHaveFocus();
  });
});
