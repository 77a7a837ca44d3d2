import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, queryKeys } from '../ui/server-state';
import { App } from './app';
import type { StartedServices } from './start-services';

/**
 * How long the first render waits for a post page's post that is on its way: a loading state shown for less than
 * this is a flash, not news (React holds back revealing suspended content about as long). Past it, the page draws.
 */
const POST_WAIT_MS = 300;

/**
 * Draws the app into `root` once the services have started (start-services.ts: adapters, first auth check, the
 * route's first call) and `screens` (the current route's code) are here; main.tsx asked for both before React arrived.
 */
export async function start(root: HTMLElement, started: Promise<StartedServices>, screens: Promise<void>): Promise<void> {
  const [{ services, user, post }] = await Promise.all([started, screens]);
  // A post on its way is waited for a moment (on a phone it is usually in before React anyway) and drawn in the first
  // render, instead of after a flash of 'Loading post…'; past the wait the page shows its loading state.
  if (post) await Promise.race([post.settled, new Promise((resolve) => setTimeout(resolve, POST_WAIT_MS))]);
  const queryClient = createQueryClient();
  const answer = post?.take();
  if (post && answer !== undefined) queryClient.setQueryData(queryKeys.post(post.id), answer);
  createRoot(root).render(
    <StrictMode>
      <App services={services} initialUser={user} queryClient={queryClient} />
    </StrictMode>,
  );
}
