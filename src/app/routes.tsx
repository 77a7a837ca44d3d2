import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { showsFooter, showsMarketingHeader } from '../domain/layout';
import { DIFFERENCE_PATH, WHY_PATH } from '../ui/brand';
import { Footer } from '../ui/footer';
import { MarketingHeader } from '../ui/marketing-header';
import { RouteErrorBoundary } from './route-error-boundary';
import { useScrollRestoration } from './scroll-restoration';

/** The marketing header and the footer show where SPEC 2 says. */
function SiteLayout() {
  const { pathname } = useLocation();
  // Back and forward return to where the reader was; cached data makes the page tall enough at once.
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsMarketingHeader(pathname) && <MarketingHeader />}
      <Outlet />
      {showsFooter(pathname) && <Footer />}
    </>
  );
}

type Preload = () => Promise<unknown>;

/**
 * A screen whose code loads on first visit. `preload` starts that download without rendering: main.tsx asks for
 * the current route's screens beside the adapters and draws once both are here, so the first screen renders at
 * once instead of suspending (React holds a revealed Suspense boundary back up to 300 ms). A screen not loaded
 * yet suspends; navigations run in a transition, so the current screen stays until the next one's code is here.
 */
function screen<P extends object>(load: () => Promise<ComponentType<P>>): { Screen: ComponentType<P>; preload: Preload } {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        // A failed download is tried again on the next visit of the route, not kept.
        loading = undefined;
        throw error;
      },
    ));
  function Screen(props: P) {
    const Component = loaded ?? use(preload());
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's own component: one identity for the page's life
    return <Component {...props} />;
  }
  return { Screen, preload };
}

const sidebar = screen(async () => (await import('../ui/sidebar')).SidebarLayout);
const feed = screen(async () => (await import('../features/feed/feed-page')).FeedPage);
const post = screen(async () => (await import('../features/post/post-page')).PostPage);
const user = screen(async () => (await import('../features/user/user-page')).UserPage);
const discovery = screen(async () => (await import('../features/discovery/discovery-page')).DiscoveryPage);
const f8chat = screen(async () => (await import('../features/f8chat/f8chat-page')).F8ChatPage);
const login = screen(async () => (await import('../features/login/login-page')).LoginPage);
const dashboard = screen(async () => (await import('../features/dashboard/dashboard-page')).DashboardPage);
const unsubscribe = screen(async () => (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage);
const about = screen(async () => (await import('../features/marketing/about-page')).AboutPage);
const howItWorks = screen(async () => (await import('../features/marketing/how-it-works-page')).HowItWorksPage);
const download = screen(async () => (await import('../features/marketing/download-page')).DownloadPage);
const difference = screen(async () => (await import('../features/marketing/difference-page')).DifferencePage);
const why = screen(async () => (await import('../features/marketing/why-page')).WhyPage);
const privacy = screen(async () => (await import('../features/marketing/legal-pages')).PrivacyPage);
const terms = screen(async () => (await import('../features/marketing/legal-pages')).TermsPage);
const notFound = screen(async () => (await import('../features/marketing/not-found-page')).NotFoundPage);

/** A route of one screen: its element, and its preload as the route's handle. */
function route(path: string, { Screen, preload }: { Screen: ComponentType; preload: Preload }): RouteObject {
  return { path, element: <Screen />, handle: preload };
}

/** Routes are code-split: each screen family loads on first visit. */
const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        // One sidebar for the app screens: its collapsed state, open menu and profile survive navigation between them.
        element: <sidebar.Screen />,
        handle: sidebar.preload,
        children: [
          { path: '/', element: <feed.Screen key="top" sortMode="top" />, handle: feed.preload },
          { path: '/new', element: <feed.Screen key="new" sortMode="new" />, handle: feed.preload },
          { path: '/discussed', element: <feed.Screen key="discussed" sortMode="discussed" />, handle: feed.preload },
          route('/talk/:messageSlug', post),
          route('/user/:userId', user),
          route('/find-ppl', discovery),
          route('/meet-ppl', discovery),
          route('/connect-with', discovery),
          route('/f8chat', f8chat),
        ],
      },
      route('/login', login),
      route('/dashboard', dashboard),
      route('/unsubscribe', unsubscribe),
      route('/about', about),
      route('/how-it-works', howItWorks),
      route('/download', download),
      route(DIFFERENCE_PATH, difference),
      route(WHY_PATH, why),
      route('/privacy', privacy),
      route('/terms', terms),
      route('*', notFound),
    ],
  },
];

/** Downloads the code of every screen `pathname` shows (its layout and its page), without drawing. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route: matched }) => (matched.handle as Preload | undefined)?.() ?? Promise.resolve()),
  );
}

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
