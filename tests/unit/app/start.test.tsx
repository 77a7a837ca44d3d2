// @vitest-environment jsdom
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { withEarlyCalls } from '../../../src/app/early-calls';
import { screens, type ScreenName } from '../../../src/app/screens';
import { renderInSlices, start } from '../../../src/app/start';
import { firstAuthCheck, type StartedServices } from '../../../src/app/start-services';
import { FakeIntersectionObserver } from '../../support/intersection-observer';
import { fakeServices } from '../../support/services';

/** Keeps the main thread busy for `ms`, as a slow phone is while it renders a big screen. */
function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** A component that takes `ms` of the main thread to render, notes when it did, and may start something then. */
function Busy({ name, ms, log, then }: { name: string; ms: number; log: string[]; then?: () => void }) {
  spend(ms);
  log.push(name);
  then?.();
  return <p>{name}</p>;
}

/** Starts the app at `path` as main.tsx does for a screen drawn before the services, which `afterFirstPaint` starts. */
async function startBeforeServices(path: string, screen: ScreenName, afterFirstPaint: () => Promise<StartedServices>) {
  window.history.replaceState(null, '', path);
  const root = document.body.appendChild(document.createElement('div'));
  const code = async () => void (await screens[screen].get());
  await start(root, { afterFirstPaint }, code());
  return root;
}

describe('renderInSlices', () => {
  it('lets the browser run a task between parts of the first render instead of rendering all in one task', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    // Queued by the first part of the render: in one task, it would run only after all four.
    const queueTask = () => void setTimeout(() => log.push('a task of the browser'), 0);
    const root = renderInSlices(
      container,
      <>
        {['first', 'second', 'third', 'fourth'].map((name) => (
          <Busy key={name} name={name} ms={8} log={log} then={name === 'first' ? queueTask : undefined} />
        ))}
      </>,
    );
    await waitFor(() => expect(container.textContent).toBe('firstsecondthirdfourth'));
    expect(log).toContain('a task of the browser');
    expect(log.indexOf('a task of the browser')).toBeLessThan(log.indexOf('fourth'));
    root.unmount();
  });
});

describe('start', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
    vi.stubGlobal('scrollTo', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // The roots start() drew in, and the path a test started at.
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it("draws a feed's first page that is in from the cache, for a signed-in reader too: the feed asks nothing more", async () => {
    const posts = Array.from({ length: 45 }, (_, i) => buildTalkMessage({ rank: 100 - i }));
    const talkFeed = new InMemoryTalkFeed(posts);
    const auth = new InMemoryAuth([{ email: 'reader@example.com', password: 'secret1' }]);
    await auth.signInWithEmail('reader@example.com', 'secret1');
    const user = await firstAuthCheck(auth);
    const early = withEarlyCalls(fakeServices({ talkFeed, auth }), '/');
    await early.first?.settled;
    const root = document.body.appendChild(document.createElement('div'));
    await start(
      root,
      { before: Promise.resolve({ ...early, user }) },
      screens.feed.get().then(() => undefined),
    );
    await waitFor(() => expect(within(root).getAllByRole('article')).toHaveLength(40));
    expect(within(root).queryByText('Loading posts…')).toBeNull();
    expect(talkFeed.calls).toHaveLength(1);
  });

  it('draws a signed-out screen that needs no service first, then starts the services once, and signs in through them', async () => {
    const auth = new InMemoryAuth([{ email: 'reader@example.com', password: 'secret1' }]);
    const drawnWhenStarted: boolean[] = [];
    const afterFirstPaint = vi.fn(() => {
      drawnWhenStarted.push(within(document.body).queryByRole('heading', { level: 1 }) !== null);
      return Promise.resolve({ services: fakeServices({ auth }), user: null, first: null });
    });
    await startBeforeServices('/login', 'login', afterFirstPaint);
    await waitFor(() => expect(afterFirstPaint).toHaveBeenCalled());
    expect(drawnWhenStarted).toEqual([true]);
    // The login screen got sign-in ready: through the services once they were here.
    await waitFor(() => expect(auth.prepared).toBeGreaterThan(0));
    expect(afterFirstPaint).toHaveBeenCalledTimes(1);
  });

  it('keeps a screen drawn before the services when they cannot start, saying so once and leaving no rejection unhandled', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const afterFirstPaint = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const root = await startBeforeServices('/login', 'login', afterFirstPaint);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('The services failed to start', expect.any(TypeError)));
    expect(within(root).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(root).queryByRole('alert')).toBeNull();
  });

  it('draws a screen that needs the services (an avatar) only once they have started, when reached before them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let begin = (_started: StartedServices) => undefined as void;
    const afterFirstPaint = vi.fn(() => new Promise<StartedServices>((resolve) => (begin = resolve)));
    const root = await startBeforeServices('/find-ppl', 'discovery', afterFirstPaint);
    await waitFor(() => expect(afterFirstPaint).toHaveBeenCalled());
    // Waiting, not failing: no error page, and no people drawn without their pictures' addresses.
    expect(within(root).queryByRole('heading')).toBeNull();
    expect(within(root).queryAllByRole('img')).toHaveLength(0);
    begin({ services: fakeServices(), user: null, first: null });
    await waitFor(() => expect(within(root).getByRole('heading', { level: 1, name: /^Discover People in/ })).toBeTruthy());
    expect(within(root).getAllByRole('img').length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
