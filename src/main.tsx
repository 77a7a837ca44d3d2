import { mayBeSignedIn } from '../adapters/session-hint';
import { modeModules } from './app/mode-modules';
import { CANNOT_SHOW, drawsBeforeServices, screens, screensFor } from './app/screens';
import type { ServicesStart } from './app/start';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const path = window.location.pathname;

// The adapters, the first auth check and the route's first server call need no framework: they run while React
// downloads (start-services.ts), and their answer travels meanwhile.
const startServices = () => {
  const modules = modeModules();
  // Its failure is the services' start's to report.
  modules.catch(() => undefined);
  return import('./app/start-services').then(({ startServices }) => startServices(path, modules));
};
// With no session stored, the first auth check's answer is known (signed out, as the auth adapter finds it), so a
// screen that needs no service draws at once and the services download after its paint, not beside what it needs.
const services: ServicesStart =
  drawsBeforeServices(path) && !mayBeSignedIn() ? { afterFirstPaint: startServices } : { before: startServices() };
// The entry holds no framework code, so it runs as soon as it arrives: it asks for the current route's screens
// then, beside the framework (which index.html preloads), not after it.
// A failed download is not an error here: the screen shows its error page when it renders.
const current = Promise.all(screensFor(path).map((name) => screens[name].get())).then(
  () => undefined,
  () => undefined,
);
// The page's first date format loads the locale's data: made now, while React downloads, the formatters made later
// (domain/relative-time.ts) find it loaded.
new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(0);
// Handled here too: if it fails before the app's code has arrived to wait for it, that is not a second error.
if ('before' in services) services.before.catch(() => undefined);
try {
  const { start } = await import('./app/start');
  await start(root, services, current);
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
