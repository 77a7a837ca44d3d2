import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../ports/auth.port';
import { seedFirstScreen } from '../ui/first-screen';
import { createQueryClient, feedFirstPage, queryKeys } from '../ui/server-state';
import { App } from './app';
import type { EarlyAnswer } from './early-calls';
import type { StartedServices } from './start-services';

/**
 * How long the first render waits for the route's first answer (a post, a feed's first page) that is on its way: a
 * loading state shown for less than this is a flash, not news (React holds back revealing suspended content about as
 * long). Past it, the page draws.
 */
const FIRST_ANSWER_WAIT_MS = 300;

/**
 * Draws the app into `root` once the services have started (start-services.ts: adapters, first auth check, the
 * route's first call) and `screens` (the current route's code) are here; main.tsx asked for both before React arrived.
 */
export async function start(root: HTMLElement, started: Promise<StartedServices>, screens: Promise<void>): Promise<void> {
  const [{ services, user, first }] = await Promise.all([started, screens]);
  // The route's first answer on its way is waited for a moment (on a phone it is usually in before React anyway) and
  // drawn in the first render, instead of after a flash of its loading state; past the wait the page shows that state.
  if (first) await Promise.race([first.settled, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
  const queryClient = createQueryClient();
  if (first) startCache(queryClient, first, user);
  renderInSlices(
    root,
    <StrictMode>
      <App services={services} initialUser={user} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** Puts the route's first answer, if it is in, where its screen's query looks (the keys its hooks use). */
function startCache(client: QueryClient, first: EarlyAnswer, user: AuthUser | null): void {
  if (first.of === 'post') {
    const answer = first.take();
    if (answer !== undefined) client.setQueryData(queryKeys.post(first.id), answer);
    return;
  }
  const page = first.take();
  if (!page) return;
  // Marked as the first screen's: the feed reveals these rows as rows that arrive (use-talk-feed.ts).
  const { key, data } = feedFirstPage(first.sortMode, user?.uid ?? null, page);
  seedFirstScreen(client, key, data);
}

/**
 * Renders the first screen in a transition: React then renders in slices of about 5 ms and lets the browser work
 * between them, where a first render otherwise runs as one task. Under Lighthouse's 4x CPU slowdown the feed's first
 * render was one task of 150–160 ms (Total Blocking Time); in slices, the longest is the commit, 50–67 ms. Nothing is
 * shown any later: the page is blank until the first render commits either way (SPEC 2).
 */
export function renderInSlices(container: HTMLElement, element: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(element));
  return root;
}
