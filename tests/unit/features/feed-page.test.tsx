// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildReply, buildTalkMessage } from '../../../emulator-seed/builders';
import { FunctionError } from '../../../src/domain/function-error';
import { talkPath } from '../../../src/domain/slug';
import { FeedPage, forgetFeedViews } from '../../../src/features/feed/feed-page';
import { PostPage } from '../../../src/features/post/post-page';
import { firstScreenDrawn, isFirstScreenData, seedFirstScreen } from '../../../src/ui/first-screen';
import { createQueryClient, queryKeys } from '../../../src/ui/server-state';
import { SidebarLayout } from '../../../src/ui/sidebar';
import { FakeIntersectionObserver } from '../../support/intersection-observer';
import { holdCalls } from '../../support/hold-calls';
import { renderWithServices } from '../../support/render';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  cleanup();
  forgetFeedViews();
  // The sidebar remembers its rail for the next visit: each test is a first visit.
  localStorage.clear();
});

/** The app's shape: the sidebar layout route around both feeds and the post page. */
const ROUTES: RouteObject[] = [
  {
    element: <SidebarLayout />,
    children: [
      { path: '/', element: <FeedPage sortMode="top" /> },
      { path: '/new', element: <FeedPage sortMode="new" /> },
      { path: '/talk/:messageSlug', element: <PostPage /> },
    ],
  },
  { path: '*', element: <p>elsewhere</p> },
];

const posts = Array.from({ length: 45 }, (_, i) =>
  buildTalkMessage({ rank: 100 - i, categories: i % 2 ? ['wins'] : ['gratitude'], timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) }),
);

function renderFeed(feed: InMemoryTalkFeed, auth = new InMemoryAuth(), initialEntries = ['/']) {
  return renderWithServices(ROUTES, { services: { talkFeed: feed, auth }, initialEntries });
}

const articles = () => screen.queryAllByRole('article');

/** Presses 'Try again' as a keyboard does: focused, then clicked. */
function pressTryAgain() {
  const button = screen.getByRole('button', { name: 'Try again' });
  button.focus();
  fireEvent.click(button);
}

/**
 * Presses 'Try again' with the next answer of `method` (its failure too) held until the screen has drawn its loading
 * state, which takes the button away; then lets it go, and returns the 'Try again' it brings if it fails again.
 */
async function pressTryAgainHeld(feed: InMemoryTalkFeed, method: 'listMessages' | 'getMessage') {
  const answer = holdCalls(feed, method);
  const pressed = screen.getByRole('button', { name: 'Try again' });
  pressTryAgain();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
  await answer.release();
  return { pressed };
}

/** The sentinel comes into view once the page watches it (not while the rows shown lag the posts loaded). */
async function sentinelComesIntoView() {
  await waitFor(() => expect(FakeIntersectionObserver.live.size).toBe(1));
  act(() => void FakeIntersectionObserver.intersectAll());
}

describe('FeedPage', () => {
  it('renders nothing until the first auth check completes', () => {
    const { container } = renderFeed(new InMemoryTalkFeed(posts));
    expect(container.innerHTML).toBe('');
  });

  it('draws a first page the page load brought in its first render, a screenful at once and then the rest', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const first = await feed.listMessages({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null });
    const queryClient = createQueryClient();
    const key = queryKeys.feed('top', null, null);
    seedFirstScreen(queryClient, key, { pages: [first], pageParams: [null] });
    // Each later step of rows is a timer's task: held here, so the first render is read before any step can run
    // (act's own wait for React's work lets a due timer in).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithServices(ROUTES, { services: { talkFeed: feed }, queryClient });
      // The first auth check answers; the first render then has rows, not 'Loading posts…', and only a screenful of
      // them (jsdom's 768 px: 11 of the lowest rows, one more for the step), as rows arriving with the page would.
      await act(() => Promise.resolve());
      expect(screen.queryByText('Loading posts…')).toBeNull();
      expect(articles()).toHaveLength(12);
      for (let step = 0; step < 10 && articles().length < 40; step++) act(() => void vi.runOnlyPendingTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(articles()).toHaveLength(40);
    expect(feed.calls).toHaveLength(1);
    // Drawn: coming back to this list later is a return, and all of it comes at once.
    expect(isFirstScreenData(key)).toBe(false);
  });

  it('leaves the measuring of rows drawn in full to the ResizeObserver: no row is laid out inside a render', async () => {
    const boxRead = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      renderFeed(new InMemoryTalkFeed(posts));
      await waitFor(() => expect(articles()).toHaveLength(40));
      expect(boxRead.mock.contexts.filter((element) => (element as Element).hasAttribute('data-index'))).toEqual([]);
    } finally {
      boxRead.mockRestore();
    }
  });

  it("loads a post's author photo at once, and its replies' photos as they near the screen", async () => {
    const post = { ...posts[0]!, profileImageUrl: 'https://images.test/author.jpg' };
    const reply = buildReply({ profileImageUrl: 'https://images.test/reply.jpg' });
    renderFeed(new InMemoryTalkFeed([post], new Map([[post.id, [reply]]])), undefined, [talkPath(post)]);
    await screen.findByRole('heading', { level: 1, name: post.title });
    const photos = Object.fromEntries(
      screen.getAllByRole('presentation').map((img) => [img.getAttribute('src'), img.getAttribute('loading')]),
    );
    expect(photos).toEqual({ 'https://images.test/author.jpg': 'eager', 'https://images.test/reply.jpg': 'lazy' });
  });

  it('draws at once a list already in the cache that the page load did not bring (back to the feed)', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const first = await feed.listMessages({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null });
    const queryClient = createQueryClient();
    seedFirstScreen(queryClient, queryKeys.feed('top', null, null), { pages: [first], pageParams: [null] });
    firstScreenDrawn(queryKeys.feed('top', null, null));
    renderWithServices(ROUTES, { services: { talkFeed: feed }, queryClient });
    await act(() => Promise.resolve());
    expect(articles()).toHaveLength(40);
  });

  it('reloads from the start when the signed-in user changes', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const auth = new InMemoryAuth([{ email: 'a@example.com', password: 'secret1' }]);
    renderFeed(feed, auth);
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(feed.calls).toHaveLength(1);
    await act(() => auth.signInWithEmail('a@example.com', 'secret1'));
    await waitFor(() => expect(feed.calls).toHaveLength(2));
    expect(feed.calls[1]).toEqual({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null });
  });

  it('reloads from the start with the category when a chip is chosen, and clears it when chosen again', async () => {
    const feed = new InMemoryTalkFeed(posts);
    renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'wins' }));
    await waitFor(() => expect(articles()).toHaveLength(22));
    expect(feed.calls.at(-1)).toEqual({ sortMode: 'top', limit: 40, filterCategory: 'wins', lastDocId: null });
    expect(screen.getByText('You’ve reached the end')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'wins' }));
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(screen.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reloads from the start in the new order when the sort route changes', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const { router } = renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    await act(() => router.navigate('/new'));
    await waitFor(() => expect(feed.calls.at(-1)).toEqual({ sortMode: 'new', limit: 40, filterCategory: null, lastDocId: null }));
    // Newest first: the post with the latest timestamp leads.
    await waitFor(() => expect(articles()[0]).toHaveAccessibleName(posts[44]?.title ?? ''));
  });

  it('loads the next page when the infinite-scroll sentinel comes into view, at the 10 percent threshold', async () => {
    const feed = new InMemoryTalkFeed(posts);
    renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    await waitFor(() => expect([...FakeIntersectionObserver.live][0]?.options.threshold).toBe(0.1));
    await sentinelComesIntoView();
    await waitFor(() => expect(articles()).toHaveLength(45));
    expect(feed.calls[1]).toEqual({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: posts[39]?.id });
    expect(screen.getByText('You’ve reached the end')).toBeVisible();
    // At the end nothing more is requested, however often the sentinel shows.
    act(() => void FakeIntersectionObserver.intersectAll());
    expect(feed.calls).toHaveLength(2);
  });

  it('says what waits while the browser is offline: the first page, the next one, or a refresh of the rows shown', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const queryClient = createQueryClient();
    onlineManager.setOnline(false);
    try {
      renderWithServices(ROUTES, { services: { talkFeed: feed }, queryClient });
      expect(await screen.findByText('You’re offline. Posts will load when you’re back online.')).toBeVisible();
      expect(screen.queryByText('Loading posts…')).toBeNull();
      expect(feed.calls).toHaveLength(0);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(articles()).toHaveLength(40));
      expect(screen.queryByText(/You’re offline/)).toBeNull();

      act(() => onlineManager.setOnline(false));
      await sentinelComesIntoView();
      expect(await screen.findByText('You’re offline. More posts will load when you’re back online.')).toBeVisible();
      expect(screen.queryByText('Loading more posts…')).toBeNull();
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(articles()).toHaveLength(45));

      act(() => onlineManager.setOnline(false));
      // Stale now: the list is fetched again, and that waits for the network (the promise with it).
      act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.feed('top', null, null) }));
      expect(await screen.findByText('You’re offline. Posts will refresh when you’re back online.')).toBeVisible();
      expect(articles()).toHaveLength(45);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(screen.queryByText(/You’re offline/)).toBeNull());
      expect(articles()).toHaveLength(45);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('does not load more while searching, and filters only the loaded posts', async () => {
    const feed = new InMemoryTalkFeed(posts);
    renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'WINS' } });
    expect(articles()).toHaveLength(20);
    // Heard as well as seen: the polite status says how many posts the search left.
    expect(screen.getByText('20 posts found').closest('[aria-live="polite"]')).not.toBeNull();
    act(() => void FakeIntersectionObserver.intersectAll());
    expect(feed.calls).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'no such words' } });
    expect(screen.getByText('No search results found')).toBeVisible();
    // Clearing takes the button away: the focus goes back to the field.
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveFocus();
  });

  it('renders a page of posts a screenful, then four rows per task, busy until all are in, and watches the sentinel only then', async () => {
    const counts: number[] = [];
    const watchedAt: number[] = [];
    const rowsNow = () => document.querySelectorAll('article').length;
    const mutations = new MutationObserver(() => {
      if (rowsNow() !== counts.at(-1)) counts.push(rowsNow());
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    FakeIntersectionObserver.onObserve = () => watchedAt.push(rowsNow());
    try {
      renderFeed(new InMemoryTalkFeed(posts));
      await waitFor(() => expect(articles()).toHaveLength(40));
      expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
      await waitFor(() => expect(watchedAt).not.toHaveLength(0));
    } finally {
      mutations.disconnect();
    }
    // jsdom's window is 768 px high: 11 rows of the lowest kind fill it, one more makes the first step.
    expect(counts.filter((n) => n > 0)).toEqual([12, 16, 20, 24, 28, 32, 36, 40]);
    // Watched while the first page loads (nothing to load more of yet), then only once all 40 are in.
    expect(watchedAt.filter((n) => n > 0)).toEqual([40]);
  });

  it('is a feed while it has posts or is fetching them, and a plain box when a search or the feed is empty', async () => {
    renderFeed(new InMemoryTalkFeed(posts));
    await waitFor(() => expect(screen.getByRole('feed', { name: 'Top posts' })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(screen.getByRole('feed', { name: 'Top posts' })).toHaveAttribute('aria-busy', 'false');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'no such words' } });
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.queryByLabelText('Top posts')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: '' } });
    expect(screen.getByRole('feed', { name: 'Top posts' })).toBeInTheDocument();
    cleanup();
    renderFeed(new InMemoryTalkFeed([]));
    await waitFor(() => expect(screen.getByText('No messages yet')).toBeVisible());
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('shows the cached feed at once when the reader comes back from a post, without a loading state', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const { router } = renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    const first = posts[0];
    if (!first) throw new Error('no post');
    await act(() => router.navigate(talkPath(first)));
    await screen.findByRole('heading', { level: 1, name: first.title });
    await act(() => router.navigate(-1));
    expect(articles()).toHaveLength(40);
    expect(screen.queryByText('Loading posts…')).toBeNull();
    expect(feed.calls).toHaveLength(1);
    // And the post, opened again, is cached too.
    await act(() => router.navigate(talkPath(first)));
    expect(screen.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    expect(screen.queryByText('Loading post…')).toBeNull();
  });

  it('keeps the chip and the search of the visit the reader comes back to, and starts a new visit from all', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const { router } = renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'wins' }));
    await waitFor(() => expect(articles()).toHaveLength(22));
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: posts[1]?.title } });
    await waitFor(() => expect(articles().length).toBeLessThan(22));
    const found = articles().length;
    expect(found).toBeGreaterThan(0);
    const calls = feed.calls.length;

    await act(() => router.navigate(talkPath(posts[1]!)));
    await screen.findByRole('heading', { level: 1, name: posts[1]?.title });
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'wins' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue(posts[1]?.title);
    expect(articles()).toHaveLength(found);
    expect(feed.calls).toHaveLength(calls);

    // Opening the feed again from the post (a link, not Back) is a new visit.
    await act(() => router.navigate(talkPath(posts[1]!)));
    await screen.findByRole('heading', { level: 1, name: posts[1]?.title });
    await act(() => router.navigate('/'));
    expect(screen.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps the sidebar collapsed across navigation between its screens', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const { router } = renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(screen.getByRole('link', { name: 'New' })).not.toHaveAttribute('title');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    // A rail of icons: each entry keeps its name, and its title shows the label on hover.
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('title', 'New');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('title', 'Login');
    await act(() => router.navigate(talkPath(posts[1] ?? posts[0]!)));
    await screen.findByRole('heading', { level: 1, name: posts[1]?.title });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers the rail for the next visit, and forgets it once expanded again', async () => {
    renderFeed(new InMemoryTalkFeed(posts));
    await waitFor(() => expect(articles()).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    cleanup();
    renderFeed(new InMemoryTalkFeed(posts));
    // Collapsed again on the next visit (read before the first render, so it never draws open first).
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
    fireEvent.click(expand);
    cleanup();
    renderFeed(new InMemoryTalkFeed(posts));
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens expanded, and still collapses, where storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const reads = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const writes = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    try {
      renderFeed(new InMemoryTalkFeed(posts));
      await waitFor(() => expect(articles()).toHaveLength(40));
      fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
      expect(writes).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      writes.mockRestore();
    }
  });

  it('shows the SPEC 8 message and the login button for a signed-out visitor on error, and recovers on Try again', async () => {
    const feed = new InMemoryTalkFeed(posts);
    feed.failWith = new FunctionError('internal', 'boom');
    renderFeed(feed);
    expect(await screen.findByText('Server error. Please try again later.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login to view top posts' })).toBeVisible();
    // Failing again, the next 'Try again' (the loading state took the first away) has the focus, as the first had.
    const { pressed } = await pressTryAgainHeld(feed, 'listMessages');
    const next = await screen.findByRole('button', { name: 'Try again' });
    expect(next).not.toBe(pressed);
    await waitFor(() => expect(next).toHaveFocus());
    feed.failWith = null;
    pressTryAgain();
    await waitFor(() => expect(articles()).toHaveLength(40));
    expect(screen.queryByRole('alert')).toBeNull();
    // Not left on the page, from where the next Tab would skip every post: on the first post that came.
    expect(within(articles()[0]!).getAllByRole('link').at(-1)).toHaveFocus();
  });

  it('offers no login to a signed-in member on a feed error', async () => {
    const feed = new InMemoryTalkFeed(posts);
    feed.failWith = new FunctionError('internal', 'boom');
    const auth = new InMemoryAuth([{ email: 'a@example.com', password: 'secret1' }]);
    await auth.signInWithEmail('a@example.com', 'secret1');
    renderFeed(feed, auth);
    expect(await screen.findByText('Server error. Please try again later.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login to view top posts' })).toBeNull();
  });

  it('keeps the loaded posts when a later page fails, offers a signed-out visitor the login, and fetches that page again on Try again', async () => {
    const feed = new InMemoryTalkFeed(posts);
    renderFeed(feed);
    await waitFor(() => expect(articles()).toHaveLength(40));
    feed.failWith = new FunctionError('invalid-argument', 'bad cursor');
    await sentinelComesIntoView();
    expect(await screen.findByText('Invalid request: bad cursor')).toBeVisible();
    expect(articles()).toHaveLength(40);
    // SPEC 2: a signed-out visitor who gets a feed error, any page of it, is offered the login.
    expect(screen.getByRole('button', { name: 'Login to view top posts' })).toBeVisible();
    feed.failWith = null;
    pressTryAgain();
    await waitFor(() => expect(articles()).toHaveLength(45));
    expect(feed.calls.at(-1)?.lastDocId).toBe(posts[39]?.id);
    // The focus goes on to the first post of the page it brought.
    expect(screen.getByRole('link', { name: posts[40]!.title })).toHaveFocus();
  });

  it("moves the focus from a post's failed load to the post that Try again brings, or to the next Try again", async () => {
    const feed = new InMemoryTalkFeed(posts);
    feed.failWith = new FunctionError('unavailable', 'down');
    renderFeed(feed, new InMemoryAuth(), [talkPath(posts[3]!)]);
    await screen.findByRole('button', { name: 'Try again' });
    const { pressed } = await pressTryAgainHeld(feed, 'getMessage');
    const next = await screen.findByRole('button', { name: 'Try again' });
    expect(next).not.toBe(pressed);
    await waitFor(() => expect(next).toHaveFocus());
    feed.failWith = null;
    pressTryAgain();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: posts[3]!.title })).toHaveFocus());
  });
});
