import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { Footer } from '../ui/footer';

/** The footer shows on every path except /unsubscribe (SPEC 2). */
function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      {pathname !== '/unsubscribe' && <Footer />}
    </>
  );
}

const feed = (sortMode: 'top' | 'new' | 'discussed') => async () => {
  const { FeedPage } = await import('../features/feed/feed-page');
  return { Component: () => <FeedPage sortMode={sortMode} /> };
};

/** Routes are code-split: each screen family loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // The first route chunk loads before anything is drawn; the page stays blank meanwhile, like the auth gate.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: feed('top') },
      { path: '/new', lazy: feed('new') },
      { path: '/discussed', lazy: feed('discussed') },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/marketing/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
