import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from '../config/app-config';
import { firstAuthCheck } from '../ui/session';
import { App } from './app';
import { createServices } from './composition-root';
import { withEarlyCalls } from './early-calls';

/**
 * Reads the config, wires the adapters, makes the first auth check and the route's first server call
 * (early-calls.ts), and draws the app into `root` once the adapters and `screens` (the current route's code, asked
 * for by main.tsx; settled, never rejected) are here and the check has answered.
 */
export async function start(root: HTMLElement, screens: Promise<void>): Promise<void> {
  const config = readConfig(import.meta.env, window.location.origin);
  const services = await createServices(config);
  const user = await firstAuthCheck(services.auth);
  // Asked for now, not once the screen has rendered: the answer travels while the screen's code and React work.
  const app = withEarlyCalls(services, window.location.pathname);
  await screens;
  createRoot(root).render(
    <StrictMode>
      <App services={app} initialUser={user} />
    </StrictMode>,
  );
}
