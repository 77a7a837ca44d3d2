import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createServices } from './app/composition-root';
import { readConfig } from './config/app-config';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readConfig(import.meta.env, window.location.origin);
const services = await createServices(config);
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
