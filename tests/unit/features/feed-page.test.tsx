// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { FeedPage } from '../../../src/features/feed/feed-page';
import { ServicesProvider } from '../../../src/ui/services-context';
import { SessionProvider } from '../../../src/ui/session';
import { fakeServices } from '../../support/services';

beforeAll(() => {
  // jsdom has no layout, so no IntersectionObserver; the feed only needs it to exist.
  globalThis.IntersectionObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(cleanup);

function renderFeed(feed: InMemoryTalkFeed, auth: InMemoryAuth) {
  const router = createMemoryRouter([
    { path: '/', element: <FeedPage sortMode="top" /> },
    { path: '*', element: <p>elsewhere</p> },
  ]);
  return render(
    <ServicesProvider services={fakeServices({ talkFeed: feed, auth })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ServicesProvider>,
  );
}

const posts = Array.from({ length: 45 }, (_, i) => buildTalkMessage({ rank: 100 - i, categories: i % 2 ? ['wins'] : ['gratitude'] }));

describe('FeedPage', () => {
  it('renders nothing until the first auth check completes', () => {
    const { container } = renderFeed(new InMemoryTalkFeed(posts), new InMemoryAuth());
    expect(container.innerHTML).toBe('');
  });

  it('reloads from the start when the signed-in user changes', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const auth = new InMemoryAuth([{ email: 'a@example.com', password: 'secret1' }]);
    renderFeed(feed, auth);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(feed.calls).toHaveLength(1);
    await act(() => auth.signInWithEmail('a@example.com', 'secret1'));
    await waitFor(() => expect(feed.calls).toHaveLength(2));
    expect(feed.calls[1]).toEqual({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null });
  });

  it('reloads from the start with the category when a chip is chosen', async () => {
    const feed = new InMemoryTalkFeed(posts);
    renderFeed(feed, new InMemoryAuth());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    fireEvent.click(screen.getByRole('button', { name: 'wins' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(22));
    expect(feed.calls.at(-1)).toEqual({ sortMode: 'top', limit: 40, filterCategory: 'wins', lastDocId: null });
    expect(screen.getByText('You’ve reached the end')).toBeTruthy();
  });

  it('shows the SPEC 8 message and the login button for a signed-out visitor on error', async () => {
    const feed = new InMemoryTalkFeed(posts);
    const { FunctionError } = await import('../../../src/domain/function-error');
    feed.failWith = new FunctionError('internal', 'boom');
    renderFeed(feed, new InMemoryAuth());
    expect(await screen.findByText('Server error. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login to view top posts' })).toBeTruthy();
  });
});
