import { Outlet, ScrollRestoration, useLocation, type RouteObject } from 'react-router-dom';
import { showsFooter, showsMarketingHeader } from '../domain/layout';
import type { SortMode } from '../domain/talk';
import { DIFFERENCE_PATH, WHY_PATH } from '../ui/brand';
import { Footer } from '../ui/footer';
import { MarketingHeader } from '../ui/marketing-header';

/** The marketing header and the footer show where SPEC 2 says. */
function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsMarketingHeader(pathname) && <MarketingHeader />}
      <Outlet />
      {/* Back and forward return to where the reader was; cached data makes the page tall enough at once. */}
      <ScrollRestoration />
      {showsFooter(pathname) && <Footer />}
    </>
  );
}

const feed = (sortMode: SortMode) => async () => {
  const { FeedPage } = await import('../features/feed/feed-page');
  return { Component: () => <FeedPage sortMode={sortMode} /> };
};

const discovery = async () => ({ Component: (await import('../features/discovery/discovery-page')).DiscoveryPage });

/** Routes are code-split: each screen family loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // The first route chunk loads before anything is drawn; the page stays blank meanwhile, like the auth gate.
    HydrateFallback: () => null,
    children: [
      {
        // One sidebar for the app screens: its collapsed state, open menu and profile survive navigation between them.
        lazy: async () => ({ Component: (await import('../ui/sidebar')).SidebarLayout }),
        children: [
          { path: '/', lazy: feed('top') },
          { path: '/new', lazy: feed('new') },
          { path: '/discussed', lazy: feed('discussed') },
          { path: '/talk/:messageSlug', lazy: async () => ({ Component: (await import('../features/post/post-page')).PostPage }) },
          { path: '/user/:userId', lazy: async () => ({ Component: (await import('../features/user/user-page')).UserPage }) },
          { path: '/find-ppl', lazy: discovery },
          { path: '/meet-ppl', lazy: discovery },
          { path: '/connect-with', lazy: discovery },
          { path: '/f8chat', lazy: async () => ({ Component: (await import('../features/f8chat/f8chat-page')).F8ChatPage }) },
        ],
      },
      { path: '/login', lazy: async () => ({ Component: (await import('../features/login/login-page')).LoginPage }) },
      { path: '/dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).DashboardPage }) },
      {
        path: '/unsubscribe',
        lazy: async () => ({ Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage }),
      },
      { path: '/about', lazy: async () => ({ Component: (await import('../features/marketing/about-page')).AboutPage }) },
      {
        path: '/how-it-works',
        lazy: async () => ({ Component: (await import('../features/marketing/how-it-works-page')).HowItWorksPage }),
      },
      { path: '/download', lazy: async () => ({ Component: (await import('../features/marketing/download-page')).DownloadPage }) },
      { path: DIFFERENCE_PATH, lazy: async () => ({ Component: (await import('../features/marketing/difference-page')).DifferencePage }) },
      { path: WHY_PATH, lazy: async () => ({ Component: (await import('../features/marketing/why-page')).WhyPage }) },
      { path: '/privacy', lazy: async () => ({ Component: (await import('../features/marketing/legal-pages')).PrivacyPage }) },
      { path: '/terms', lazy: async () => ({ Component: (await import('../features/marketing/legal-pages')).TermsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../features/marketing/not-found-page')).NotFoundPage }) },
    ],
  },
];
