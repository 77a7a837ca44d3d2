// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { answeredEarly, EARLY_OFFER_MS, withEarlyCalls } from '../../../src/app/early-calls';
import { routes } from '../../../src/app/routes';
import { FunctionError } from '../../../src/domain/function-error';
import { talkPath } from '../../../src/domain/slug';
import { FIRST_AUTHOR_SCAN_QUERY } from '../../../src/domain/talk-query';
import { AUTHOR_SCAN_POSTS, type SortMode, type TalkMessage } from '../../../src/domain/talk';
import { FeedPage } from '../../../src/features/feed/feed-page';
import { PostPage } from '../../../src/features/post/post-page';
import { UserPage } from '../../../src/features/user/user-page';
import { authorHandle } from '../../../src/domain/handle';
import type { Auth, AuthUser } from '../../../src/ports/auth.port';
import { firstAuthCheck } from '../../../src/app/start-services';
import { FakeIntersectionObserver } from '../../support/intersection-observer';
import { renderWithServices } from '../../support/render';
import { fakeServices } from '../../support/services';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(cleanup);

/** A service whose calls are counted and answered in order. */
class Counter {
  readonly asked: unknown[][] = [];
  private next = 0;
  constructor(private readonly failFirst = false) {}
  ask(query: { a: number; b: string }, extra?: string): Promise<number> {
    this.asked.push(extra === undefined ? [query] : [query, extra]);
    const n = ++this.next;
    return this.failFirst && n === 1 ? Promise.reject(new Error('first failed')) : Promise.resolve(n);
  }
  other(): number {
    return this.next;
  }
}

describe('answeredEarly', () => {
  it('makes the call at once and hands its answer to the next call with the same arguments, keys in any order', async () => {
    const counter = new Counter();
    const { service: early } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
    expect(counter.asked).toHaveLength(1);
    await expect(early.ask({ b: 'x', a: 1 })).resolves.toBe(1);
    expect(counter.asked).toHaveLength(1);
  });

  it('answers early only once: the call after it asks again', async () => {
    const counter = new Counter();
    const { service: early } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
    await early.ask({ a: 1, b: 'x' });
    await expect(early.ask({ a: 1, b: 'x' })).resolves.toBe(2);
    expect(counter.asked).toHaveLength(2);
  });

  it('ends the offer when the next call asks something else, so the early answer is never handed out late', async () => {
    const counter = new Counter();
    const { service: early } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
    await expect(early.ask({ a: 2, b: 'x' })).resolves.toBe(2);
    await expect(early.ask({ a: 1, b: 'x' })).resolves.toBe(3);
    await expect(early.ask({ a: 1, b: 'x' }, 'more')).resolves.toBe(4);
    expect(counter.asked).toEqual([[{ a: 1, b: 'x' }], [{ a: 2, b: 'x' }], [{ a: 1, b: 'x' }], [{ a: 1, b: 'x' }, 'more']]);
  });

  it('hands a failure on as it came, without asking again, and a failure nobody takes is not unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const counter = new Counter(true);
      const { service: early } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
      await expect(early.ask({ a: 1, b: 'x' })).rejects.toThrow('first failed');
      expect(counter.asked).toHaveLength(1);
      answeredEarly(new Counter(true), 'ask', [{ a: 1, b: 'x' }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('hands the answer over once it is in, and then the next call asks afresh', async () => {
    const counter = new Counter();
    const { service, take } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
    expect(take()).toBeUndefined();
    await Promise.resolve();
    expect(take()).toBe(1);
    expect(take()).toBeUndefined();
    await expect(service.ask({ a: 1, b: 'x' })).resolves.toBe(2);
  });

  it('keeps a failure, or an answer already handed to a call, for the call alone', async () => {
    const failing = answeredEarly(new Counter(true), 'ask', [{ a: 1, b: 'x' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.take()).toBeUndefined();
    await expect(failing.service.ask({ a: 1, b: 'x' })).rejects.toThrow('first failed');
    const taken = answeredEarly(new Counter(), 'ask', [{ a: 1, b: 'x' }]);
    await taken.service.ask({ a: 1, b: 'x' });
    expect(taken.take()).toBeUndefined();
  });

  it('ends the offer when its screen has not asked within EARLY_OFFER_MS: a later visit asks afresh', async () => {
    vi.useFakeTimers();
    try {
      const counter = new Counter();
      const { service, take } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
      await vi.advanceTimersByTimeAsync(EARLY_OFFER_MS);
      expect(take()).toBeUndefined();
      await expect(service.ask({ a: 1, b: 'x' })).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops its expiry timer once the offer has ended by a call or a take', async () => {
    vi.useFakeTimers();
    try {
      const byCall = answeredEarly(new Counter(), 'ask', [{ a: 1, b: 'x' }]);
      const byTake = answeredEarly(new Counter(), 'ask', [{ a: 1, b: 'x' }]);
      expect(vi.getTimerCount()).toBe(2);
      await byCall.service.ask({ a: 1, b: 'x' });
      await byTake.settled;
      expect(byTake.take()).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the other methods as they were, bound to the service', async () => {
    const counter = new Counter();
    const { service: early } = answeredEarly(counter, 'ask', [{ a: 1, b: 'x' }]);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- taken off the service on purpose: the proxy binds it
    const { other } = early;
    expect(other()).toBe(1);
    await early.ask({ a: 9, b: 'y' });
    expect(early.other()).toBe(2);
  });
});

const posts = Array.from({ length: 45 }, (_, i) => buildTalkMessage({ rank: 100 - i }));

describe('withEarlyCalls', () => {
  it("asks for the feed's first page of the route before anything is drawn", () => {
    for (const [path, sortMode] of [
      ['/', 'top'],
      ['/new', 'new'],
      ['/Discussed/', 'discussed'],
    ] as const) {
      const talkFeed = new InMemoryTalkFeed(posts);
      withEarlyCalls(fakeServices({ talkFeed }), path);
      expect(talkFeed.calls).toEqual([{ sortMode, limit: 40, filterCategory: null, lastDocId: null }]);
    }
  });

  it("asks early on every feed path of the router, for that route's sort order", () => {
    const feeds = (list: RouteObject[]): [string, SortMode][] =>
      list.flatMap((route) => [
        ...(route.handle === 'feed' && route.path
          ? [[route.path, (route.element as ReactElement<{ sortMode: SortMode }>).props.sortMode] as [string, SortMode]]
          : []),
        ...feeds(route.children ?? []),
      ]);
    const found = feeds(routes);
    expect(found).toHaveLength(3);
    for (const [path, sortMode] of found) {
      const talkFeed = new InMemoryTalkFeed(posts);
      withEarlyCalls(fakeServices({ talkFeed }), path);
      expect(talkFeed.calls.map((call) => call.sortMode)).toEqual([sortMode]);
    }
  });

  it('asks for the post of /talk/{messageSlug}, read from either end of the slug', () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt12';
    for (const path of [`/talk/${id}-a-title`, `/talk/a-title-${id}/`]) {
      const talkFeed = new InMemoryTalkFeed(posts);
      const getMessage = vi.spyOn(talkFeed, 'getMessage');
      withEarlyCalls(fakeServices({ talkFeed }), path);
      expect(getMessage.mock.calls).toEqual([[id]]);
    }
  });

  it('asks nothing on other routes, or for a slug without an id', () => {
    for (const path of ['/login', '/talk/no-id-here', '/user', '/user/a/b', '/f8chat', '/top']) {
      const talkFeed = new InMemoryTalkFeed(posts);
      const getMessage = vi.spyOn(talkFeed, 'getMessage');
      const services = fakeServices({ talkFeed });
      expect(withEarlyCalls(services, path)).toEqual({ services, first: null });
      expect(talkFeed.calls).toEqual([]);
      expect(getMessage).not.toHaveBeenCalled();
    }
  });

  it('asks for the newest posts the user page looks for the author among', () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    withEarlyCalls(fakeServices({ talkFeed }), '/user/Jordan-42');
    expect(talkFeed.calls).toEqual([FIRST_AUTHOR_SCAN_QUERY]);
  });

  const FEED_ROUTES: RouteObject[] = [{ path: '/', element: <FeedPage sortMode="top" /> }];

  it('gives the feed screen that answer: the page shows its rows with one call in all', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const { talkFeed: early } = withEarlyCalls(fakeServices({ talkFeed }), '/').services;
    renderWithServices(FEED_ROUTES, { services: { talkFeed: early } });
    // Rows come a screenful, then a few per task: on a loaded machine, longer than the usual wait.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40), { timeout: 15_000 });
    expect(talkFeed.calls).toHaveLength(1);
  }, 20_000);

  it('shows a failed early answer as the failure of the first call, and asks again only on Try again', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    talkFeed.failWith = new FunctionError('unavailable', 'down');
    const { talkFeed: early } = withEarlyCalls(fakeServices({ talkFeed }), '/').services;
    talkFeed.failWith = null;
    renderWithServices(FEED_ROUTES, { services: { talkFeed: early } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load messages');
    expect(talkFeed.calls).toHaveLength(1);
    screen.getByRole('button', { name: 'Try again' }).click();
    // Rows come a screenful, then a few per task: on a loaded machine, longer than the usual wait.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40), { timeout: 15_000 });
    expect(talkFeed.calls).toHaveLength(2);
  }, 20_000);

  it("offers a post page's post for the screen's cache once it is in", async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const getMessage = vi.spyOn(talkFeed, 'getMessage');
    const { first } = withEarlyCalls(fakeServices({ talkFeed }), talkPath(posts[3]!));
    expect(first?.of === 'post' && first.id).toBe(posts[3]!.id);
    await first?.settled;
    expect(first?.of === 'post' && first.take()?.message).toEqual(posts[3]);
    expect(getMessage).toHaveBeenCalledTimes(1);
  });

  it("offers a feed's first page for the screen's cache once it is in, with the route's sort order", async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const { first } = withEarlyCalls(fakeServices({ talkFeed }), '/Discussed/');
    expect(first?.of === 'feed' && first.sortMode).toBe('discussed');
    await first?.settled;
    const page = first?.of === 'feed' ? first.take() : undefined;
    expect(page?.messages).toHaveLength(40);
    expect(first?.take()).toBeUndefined();
    expect(talkFeed.calls).toHaveLength(1);
  });

  it('gives the post screen its post with one call', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const getMessage = vi.spyOn(talkFeed, 'getMessage');
    const post = posts[3]!;
    const path = talkPath(post);
    const { talkFeed: early } = withEarlyCalls(fakeServices({ talkFeed }), path).services;
    renderWithServices([{ path: '/talk/:messageSlug', element: <PostPage /> }], { services: { talkFeed: early }, initialEntries: [path] });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(getMessage).toHaveBeenCalledTimes(1);
  });

  /**
   * Opens the user page of the author of `messages[index]` with the early calls made, from a feed that answers at most
   * `pageCap` posts a call, and gives the page size each of the feed's calls asked for.
   */
  async function userPageCalls(messages: TalkMessage[], index: number, pageCap = Infinity): Promise<number[]> {
    const talkFeed = new InMemoryTalkFeed(messages);
    const asked: number[] = [];
    const listMessages = talkFeed.listMessages.bind(talkFeed);
    talkFeed.listMessages = (query) => {
      asked.push(query.limit);
      return listMessages({ ...query, limit: Math.min(query.limit, pageCap) });
    };
    const author = authorHandle(messages[index]!);
    const { talkFeed: early } = withEarlyCalls(fakeServices({ talkFeed }), `/user/${author}`).services;
    renderWithServices([{ path: '/user/:userId', element: <UserPage /> }], {
      services: { talkFeed: early },
      initialEntries: [`/user/${author}`],
    });
    // Found among the posts: the handle reading shows (a simulated profile would show a name, not the handle).
    expect(await screen.findByRole('heading', { level: 1, name: `@${author}` }, { timeout: 3000 })).toBeVisible();
    return asked;
  }

  it("gives the user page's look for the author that page, with one call in all", async () => {
    expect(await userPageCalls(posts, 0)).toEqual([AUTHOR_SCAN_POSTS]);
  });

  const many = Array.from({ length: 250 }, (_, i) => buildTalkMessage({ timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) }));

  it('gives the user page its whole look in that call: an author among the oldest of the newest posts, one call', async () => {
    expect(await userPageCalls(many, 10)).toEqual([AUTHOR_SCAN_POSTS]);
  });

  it('gives the user page the first page of its look from a server that answers pages of 100, and it asks for the rest', async () => {
    // The oldest posts come in the third answer.
    expect(await userPageCalls(many, 10, 100)).toEqual([AUTHOR_SCAN_POSTS, AUTHOR_SCAN_POSTS - 100, AUTHOR_SCAN_POSTS - 200]);
  });
});

describe('firstAuthCheck', () => {
  it('answers who is signed in once the adapter first reports, and stops listening', async () => {
    const auth = new InMemoryAuth([{ email: 'a@example.com', password: 'secret1' }]);
    const stopped = vi.fn();
    const subscribe = auth.subscribe.bind(auth);
    vi.spyOn(auth, 'subscribe').mockImplementation((listener) => {
      const stop = subscribe(listener);
      return () => {
        stopped();
        stop();
      };
    });
    await expect(firstAuthCheck(auth)).resolves.toBeNull();
    expect(stopped).toHaveBeenCalledTimes(1);
    await auth.signInWithEmail('a@example.com', 'secret1');
    await expect(firstAuthCheck(auth)).resolves.toMatchObject({ email: 'a@example.com' });
    expect(stopped).toHaveBeenCalledTimes(2);
  });

  it('stops listening even when the adapter answers inside subscribe', async () => {
    const user: AuthUser = { uid: 'u1', email: null, displayName: null, photoURL: null };
    const stop = vi.fn();
    const auth = {
      subscribe: (listener: (u: AuthUser | null) => void) => {
        listener(user);
        listener(null);
        return stop;
      },
    } as unknown as Auth;
    await expect(firstAuthCheck(auth)).resolves.toBe(user);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
