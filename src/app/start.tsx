import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from '../config/app-config';
import { App } from './app';
import { createServices } from './composition-root';

/**
 * Reads the config, wires the adapters and draws the app into `root` once they and `screens` (the current route's
 * code, asked for by main.tsx; settled, never rejected) are here.
 */
export async function start(root: HTMLElement, screens: Promise<void>): Promise<void> {
  const config = readConfig(import.meta.env, window.location.origin);
  const [services] = await Promise.all([createServices(config), screens]);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
