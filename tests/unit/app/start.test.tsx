// @vitest-environment jsdom
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { withEarlyCalls } from '../../../src/app/early-calls';
import { screens } from '../../../src/app/screens';
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
    root.remove();
  });

  it('draws a signed-out screen that needs no service first, then starts the services once, and signs in through them', async () => {
    window.history.replaceState(null, '', '/login');
    const auth = new InMemoryAuth([{ email: 'reader@example.com', password: 'secret1' }]);
    const root = document.body.appendChild(document.createElement('div'));
    const drawnWhenStarted: boolean[] = [];
    const afterFirstPaint = vi.fn(() => {
      drawnWhenStarted.push(within(root).queryByRole('heading', { level: 1 }) !== null);
      return Promise.resolve({ services: fakeServices({ auth }), user: null, first: null });
    });
    await start(
      root,
      { afterFirstPaint },
      screens.login.get().then(() => undefined),
    );
    await waitFor(() => expect(afterFirstPaint).toHaveBeenCalled());
    expect(drawnWhenStarted).toEqual([true]);
    // The login screen got sign-in ready: through the services once they were here.
    await waitFor(() => expect(auth.prepared).toBeGreaterThan(0));
    expect(afterFirstPaint).toHaveBeenCalledTimes(1);
    root.remove();
    window.history.replaceState(null, '', '/');
  });

  it('keeps a screen drawn before the services when they cannot start, saying so once and leaving no rejection unhandled', async () => {
    window.history.replaceState(null, '', '/login');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.body.appendChild(document.createElement('div'));
    const afterFirstPaint = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await start(
      root,
      { afterFirstPaint },
      screens.login.get().then(() => undefined),
    );
    await waitFor(() => expect(errors).toHaveBeenCalledWith('The services failed to start', expect.any(TypeError)));
    expect(within(root).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(root).queryByRole('alert')).toBeNull();
    errors.mockRestore();
    root.remove();
    window.history.replaceState(null, '', '/');
  });

  it('draws a screen that needs the services (an avatar) only once they have started, when reached before them', async () => {
    window.history.replaceState(null, '', '/find-ppl');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.body.appendChild(document.createElement('div'));
    let begin = (_started: StartedServices) => undefined as void;
    const afterFirstPaint = vi.fn(() => new Promise<StartedServices>((resolve) => (begin = resolve)));
    await start(
      root,
      { afterFirstPaint },
      screens.discovery.get().then(() => undefined),
    );
    await waitFor(() => expect(afterFirstPaint).toHaveBeenCalled());
    // Waiting, not failing: no error page, and no people drawn without their pictures' addresses.
    expect(within(root).queryByRole('heading')).toBeNull();
    expect(within(root).queryAllByRole('img')).toHaveLength(0);
    begin({ services: fakeServices(), user: null, first: null });
    await waitFor(() => expect(within(root).getByRole('heading', { level: 1, name: /^Discover People in/ })).toBeTruthy());
    expect(within(root).getAllByRole('img').length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.remove();
    window.history.replaceState(null, '', '/');
  });
});
