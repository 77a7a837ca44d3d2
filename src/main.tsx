import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createServices } from './app/composition-root';
import { preloadRoute } from './app/routes';
import { readConfig } from './config/app-config';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readConfig(import.meta.env, window.location.origin);
// The current route's code downloads beside the adapters, and the first render waits for both. A failed download
// is not fatal here: the screen asks again as it renders, and shows its error if that fails too.
const [services] = await Promise.all([createServices(config), preloadRoute(window.location.pathname).catch(() => undefined)]);
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
