import { screens, screensFor } from './app/screens';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The entry holds no framework code, so it runs as soon as it arrives: it asks for the current route's screens
// then, beside the framework and the adapters (which index.html preloads), not after them.
// A failed download is not an error here: the screen shows its error page when it renders.
const current = Promise.all(screensFor(window.location.pathname).map((name) => screens[name].get())).then(
  () => undefined,
  () => undefined,
);
const { start } = await import('./app/start');
await start(root, current);
