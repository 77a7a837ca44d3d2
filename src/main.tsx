import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createServices } from './app/composition-root';
import { routes } from './app/routes';
import { readConfig } from './config/app-config';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readConfig(import.meta.env, window.location.origin);
// Made first: a new router loads the current route's code right away, while the adapters load.
const router = createBrowserRouter(routes);
const services = await createServices(config);
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
