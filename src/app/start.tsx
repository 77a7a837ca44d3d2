import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from '../config/app-config';
import { App } from './app';
import { createServices } from './composition-root';

/**
 * Reads the config, wires the adapters and draws the app into `root` once they and `screens` (the current route's
 * code, asked for by main.tsx) are here. A failed screen download is not fatal here: the screen asks again as it
 * renders, and shows the error page if that fails too.
 */
export async function start(root: HTMLElement, screens: Promise<unknown>): Promise<void> {
  const config = readConfig(import.meta.env, window.location.origin);
  const [services] = await Promise.all([createServices(config), screens.catch(() => undefined)]);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
