// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Sam!/)).toBeVisible();
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
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
    fireEvent.change(await screen.findByLabelText('Message f8'), { target: { value: 'I miss my brother' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('I hear you, Sam. Tell me more about that.')).toBeVisible();
    expect(within(log()).getAllByText('I miss my brother')).toHaveLength(1);
    expect(within(log()).queryByText('f8 is typing...')).toBeNull();
    expect(chat.calls).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(screen.getByLabelText('Message f8')).toBeEnabled());
    expect(within(log()).getAllByText('I miss my brother')).toHaveLength(1);
  });

  it("keeps what the user wrote and says 'Failed to send message' when the send fails", async () => {
    const { auth } = await signedIn();
    const chat = new InMemoryDashboardChat();
    chat.failWith = new FunctionError('unavailable', 'down');
    renderWithServices(ROUTES, { services: { auth, dashboardChat: chat }, initialEntries: ['/dashboard'] });
    const input = await screen.findByLabelText('Message f8');
    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue('Are you there?'));
    expect(within(log()).queryByText('Are you there?')).toBeNull();
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
