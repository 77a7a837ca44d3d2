import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { StartedServices } from './start-services';

/**
 * Draws the app into `root` once the services have started (start-services.ts: adapters, first auth check, the
 * route's first call) and `screens` (the current route's code) are here; main.tsx asked for both before React arrived.
 */
export async function start(root: HTMLElement, started: Promise<StartedServices>, screens: Promise<void>): Promise<void> {
  const [{ services, user }] = await Promise.all([started, screens]);
  createRoot(root).render(
    <StrictMode>
      <App services={services} initialUser={user} />
    </StrictMode>,
  );
}
