import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../ports/auth.port';
import { seedFirstScreen } from '../ui/first-screen';
import { createQueryClient, feedFirstPage, queryKeys } from '../ui/server-state';
import { App } from './app';
import type { EarlyAnswer } from './early-calls';
import { servicesLater } from './services-later';
import type { StartedServices } from './start-services';

/** How long the first render waits for the route's first answer: a loading state shown for less is a flash, not news. */
const FIRST_ANSWER_WAIT_MS = 300;

/** When the services start: before the first render, or (a screen drawn signed out, main.tsx) after its first paint. */
export type ServicesStart = { before: Promise<StartedServices> } | { afterFirstPaint: () => Promise<StartedServices> };

/** Draws the app once the route's screens are here, and its services have started if it needs them to draw. */
export async function start(root: HTMLElement, services: ServicesStart, screens: Promise<void>): Promise<void> {
  if ('afterFirstPaint' in services) return drawBeforeServices(root, services.afterFirstPaint, screens);
  const [{ services: started, user, first }] = await Promise.all([services.before, screens]);
  // A moment's wait for the route's first answer draws it in the first render, not after a flash of its loading state.
  if (first) await Promise.race([first.settled, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS))]);
  const queryClient = createQueryClient();
  if (first) startCache(queryClient, first, user);
  renderInSlices(
    root,
    <StrictMode>
      <App services={started} initialUser={user} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** Draws a signed-out screen at once, and starts the services once it has been painted; until then, calls wait. */
async function drawBeforeServices(root: HTMLElement, startServices: () => Promise<StartedServices>, screens: Promise<void>) {
  await screens;
  let painted: () => void = () => undefined;
  const services = new Promise<void>((resolve) => (painted = resolve)).then(startServices).then((s) => s.services);
  const started = services.then(() => undefined);
  // Said once here; each call or screen that needed them fails on its own, as a dropped connection.
  started.catch((error: unknown) => console.error('The services failed to start', error));
  renderInSlices(
    root,
    <StrictMode>
      <App services={servicesLater(services)} servicesStarted={started} initialUser={null} />
      <AfterFirstPaint run={painted} />
    </StrictMode>,
  );
}

/** Runs `run` once the frame of its first commit has been painted. */
function AfterFirstPaint({ run }: { run: () => void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(run, 0));
    return () => cancelAnimationFrame(frame);
  }, [run]);
  return null;
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
 * Renders the first screen in a transition, so React yields to the browser between slices instead of one long task.
 * Nothing shows later for it: the page is blank until the first render commits either way (SPEC 2).
 */
export function renderInSlices(container: HTMLElement, element: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(element));
  return root;
}
