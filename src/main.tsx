import { CANNOT_SHOW, screens, screensFor } from './app/screens';
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
// The page's first date format loads the locale's data: made now, while React downloads, the formatters made later
// (domain/relative-time.ts) find it loaded.
new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(0);
// The adapters, the first auth check and the route's first server call need no framework either: they run while
// React downloads (start-services.ts), and their answer travels meanwhile.
const started = import('./app/start-services').then(({ startServices }) => startServices(window.location.pathname));
// Handled here too: if it fails before the app's code has arrived to wait for it, that is not a second error.
started.catch(() => undefined);
try {
  const { start } = await import('./app/start');
  await start(root, started, current);
} catch (error) {
  // The app's own code or its services could not start (a dropped connection, a deploy that replaced a chunk): say so,
  // as a screen that cannot load does (RouteErrorBoundary), instead of leaving a blank page. Plain DOM: React may be
  // what failed to arrive.
  console.error('The site failed to start', error);
  root.replaceChildren(startFailure());
}

function startFailure(): HTMLElement {
  const main = Object.assign(document.createElement('main'), { id: 'main', className: 'simple-page' });
  const box = Object.assign(document.createElement('div'), { className: 'state-box feed-error' });
  box.setAttribute('role', 'alert');
  const reload = Object.assign(document.createElement('button'), { type: 'button', className: 'button', textContent: CANNOT_SHOW.reload });
  reload.addEventListener('click', () => window.location.reload());
  box.append(
    Object.assign(document.createElement('h1'), { textContent: CANNOT_SHOW.heading }),
    Object.assign(document.createElement('p'), { textContent: CANNOT_SHOW.body }),
    reload,
  );
  main.append(box);
  document.title = CANNOT_SHOW.heading;
  return main;
}
