import { Suspense, use, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { showsFooter, showsMarketingHeader } from '../domain/layout';
import { Footer } from '../ui/footer';
import { useServicesStarted } from '../ui/services-context';
import { useFocusOnNavigate } from './focus-on-navigate';
import { useOneEntryPerAddress } from './one-entry-per-address';
import { RouteErrorBoundary } from './route-error-boundary';
import { drawnWithServices, FEED_PATHS, PAGES, screens, SIDEBAR_PAGES, type ScreenCode, type ScreenName } from './screens';
import { useScrollRestoration } from './scroll-restoration';

/** The marketing header and the footer show where SPEC 2 says. */
function SiteLayout() {
  const { pathname, key } = useLocation();
  // Back and forward return to where the reader was; cached data makes the page tall enough at once.
  useScrollRestoration();
  useFocusOnNavigate();
  useOneEntryPerAddress();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsMarketingHeader(pathname) && (
        <RouteErrorBoundary resetKey={key} dispensable>
          <MarketingHeader />
        </RouteErrorBoundary>
      )}
      <Outlet />
      {showsFooter(pathname) && <Footer />}
    </>
  );
}

/**
 * Draws a screen at once when its code (and, if it needs them to draw, the services) is here, else suspends; navigations
 * run in a transition, so the current screen stays.
 */
export function screen<P extends object>(code: ScreenCode<P>, waitsForServices = false): ComponentType<P> {
  return function Screen(props: P) {
    // Always use(), whether the code is here or not: the promise carries its outcome, so code that is here draws at
    // once, and a screen that suspended calls use() again when it resumes, as React requires.
    const Component = use(code.get());
    useServicesStarted(waitsForServices);
    return <Component {...props} />;
  };
}

const MarketingHeader = screen(screens.marketingHeader);
const Sidebar = screen(screens.sidebar);
const Feed = screen(screens.feed, drawnWithServices('feed'));

/** One component per screen, so paths that show the same screen (the three discovery paths) keep it mounted. */
const drawn = new Map<ScreenName, ComponentType>();

/** A route of one screen, named in its handle (screens.ts finds the same screens for a path before React has loaded). */
function route(path: string, name: Exclude<ScreenName, 'feed'>): RouteObject {
  let Screen = drawn.get(name);
  if (!Screen) drawn.set(name, (Screen = screen(screens[name], drawnWithServices(name))));
  return { path, element: <Screen />, handle: name };
}

/** Routes are code-split: each screen family loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        // One sidebar for the app screens: its collapsed state, open menu and profile survive navigation between them.
        element: <Sidebar />,
        handle: 'sidebar',
        children: [
          ...Object.entries(FEED_PATHS).map(([path, sortMode]) => ({
            path,
            element: <Feed key={sortMode} sortMode={sortMode} />,
            handle: 'feed',
          })),
          ...Object.entries(SIDEBAR_PAGES).flatMap(([path, name]) => (name === 'feed' ? [] : [route(path, name)])),
        ],
      },
      ...Object.entries(PAGES).flatMap(([path, name]) => (name === 'feed' ? [] : [route(path, name)])),
      route('*', 'notFound'),
    ],
  },
];

/** The site's screens, and what shows when one cannot be drawn. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
