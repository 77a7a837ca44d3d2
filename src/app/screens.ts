import type { ComponentType, ReactPromise } from 'react';
import type { SortMode } from '../domain/talk';
import { POST_OR_USER_PAGE, routePath, showsMarketingHeader } from '../domain/layout';
import { DIFFERENCE_PATH, WHY_PATH } from '../ui/brand';

/** What a screen whose code cannot be drawn says (RouteErrorBoundary), and the site whose start cannot (main.tsx). */
export const CANNOT_SHOW = {
  heading: 'This page could not be shown',
  body: 'Something went wrong while loading it. Check your connection and try again.',
  reload: 'Reload page',
} as const;

/** A promise carrying its outcome in the fields React's use() reads, so use() returns a fulfilled one without suspending. */
export type SettledPromise<T> = Promise<T> & ReactPromise<T>;

/**
 * A screen's code, downloaded once on demand and kept, so the router draws it without suspending. A failed download
 * stays failed until retryFailedScreens(), so its error page shows instead of a new request on every render.
 */
export class ScreenCode<P extends object = object> {
  private loading: SettledPromise<ComponentType<P>> | undefined;
  private failed = false;

  constructor(private readonly load: () => Promise<ComponentType<P>>) {}

  /** The code's download, marked with its outcome as soon as it settles. */
  get(): SettledPromise<ComponentType<P>> {
    if (this.loading) return this.loading;
    const loading: SettledPromise<ComponentType<P>> = this.load();
    void loading.then(
      (component) => void Object.assign(loading, { status: 'fulfilled', value: component }),
      (error: unknown) => {
        this.failed = true;
        void Object.assign(loading, { status: 'rejected', reason: error });
      },
    );
    return (this.loading = loading);
  }

  /** Forgets a failed download, so the next get() asks again. */
  retry(): void {
    if (!this.failed) return;
    this.failed = false;
    this.loading = undefined;
  }
}

const code = <P extends object>(load: () => Promise<ComponentType<P>>) => new ScreenCode(load);

/** Every screen of the site. No React here: main.tsx reads it before React has downloaded, to fetch the route's screens. */
export const screens = {
  sidebar: code(async () => (await import('../ui/sidebar')).SidebarLayout),
  // Not part of the app screens (SPEC 2), so their first visits do not download it.
  marketingHeader: code(async () => (await import('../ui/marketing-header')).MarketingHeader),
  feed: code(async () => (await import('../features/feed/feed-page')).FeedPage),
  post: code(async () => (await import('../features/post/post-page')).PostPage),
  user: code(async () => (await import('../features/user/user-page')).UserPage),
  discovery: code(async () => (await import('../features/discovery/discovery-page')).DiscoveryPage),
  f8chat: code(async () => (await import('../features/f8chat/f8chat-page')).F8ChatPage),
  login: code(async () => (await import('../features/login/login-page')).LoginPage),
  dashboard: code(async () => (await import('../features/dashboard/dashboard-page')).DashboardPage),
  unsubscribe: code(async () => (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage),
  about: code(async () => (await import('../features/marketing/about-page')).AboutPage),
  howItWorks: code(async () => (await import('../features/marketing/how-it-works-page')).HowItWorksPage),
  download: code(async () => (await import('../features/marketing/download-page')).DownloadPage),
  difference: code(async () => (await import('../features/marketing/difference-page')).DifferencePage),
  why: code(async () => (await import('../features/marketing/why-page')).WhyPage),
  privacy: code(async () => (await import('../features/marketing/legal-pages')).PrivacyPage),
  terms: code(async () => (await import('../features/marketing/legal-pages')).TermsPage),
  notFound: code(async () => (await import('../features/marketing/not-found-page')).NotFoundPage),
};

export type ScreenName = keyof typeof screens;

/** Lets every screen whose code failed to download try again on its next visit. */
export function retryFailedScreens(): void {
  for (const code of Object.values(screens)) code.retry();
}

/** The feed screens' paths and the sort order each shows: routes.tsx draws a feed route for each. */
export const FEED_PATHS: Readonly<Record<string, SortMode>> = { '/': 'top', '/new': 'new', '/discussed': 'discussed' };

/** The route table, read by routes.tsx and by screensFor: the app screens' paths, drawn inside the sidebar layout. */
export const SIDEBAR_PAGES: Readonly<Record<string, ScreenName>> = {
  ...Object.fromEntries(Object.keys(FEED_PATHS).map((path) => [path, 'feed'])),
  '/talk/:messageSlug': 'post',
  '/user/:userId': 'user',
  '/find-ppl': 'discovery',
  '/meet-ppl': 'discovery',
  '/connect-with': 'discovery',
  '/f8chat': 'f8chat',
};

/** The other pages' paths; any other path shows notFound. */
export const PAGES: Readonly<Record<string, ScreenName>> = {
  '/login': 'login',
  '/dashboard': 'dashboard',
  '/unsubscribe': 'unsubscribe',
  '/about': 'about',
  '/how-it-works': 'howItWorks',
  '/download': 'download',
  [DIFFERENCE_PATH]: 'difference',
  [WHY_PATH]: 'why',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

/** The screens `pathname` shows, matched as the router matches it (tests/unit/app/screens.test.ts holds the two together). */
export function screensFor(pathname: string): ScreenName[] {
  const path = routePath(pathname);
  const page =
    SIDEBAR_PAGES[path] ??
    SIDEBAR_PAGES[path.replace(POST_OR_USER_PAGE, (_all, first: string) => (first === 'talk' ? '/talk/:messageSlug' : '/user/:userId'))];
  const drawn: ScreenName[] = page ? ['sidebar', page] : [PAGES[path] ?? 'notFound'];
  return showsMarketingHeader(path) ? ['marketingHeader', ...drawn] : drawn;
}

/**
 * The screens whose first render needs the services: a route's first answer (feed, post, user), or an avatar's address,
 * which the images port gives at once (user, discovery).
 */
const DRAWN_WITH_SERVICES: ReadonlySet<ScreenName> = new Set(['feed', 'post', 'user', 'discovery']);

/** Whether screen `name` needs the services to draw: reached before they have started, it waits for them. */
export const drawnWithServices = (name: ScreenName): boolean => DRAWN_WITH_SERVICES.has(name);

/** Whether `pathname` can draw before the services have started: main.tsx then asks for them after its first paint. */
export function drawsBeforeServices(pathname: string): boolean {
  return !screensFor(pathname).some(drawnWithServices);
}
