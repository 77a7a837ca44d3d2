import type { ComponentType } from 'react';
import { DIFFERENCE_PATH, WHY_PATH } from '../ui/brand';

/**
 * A screen's code: downloaded once, on demand (each screen family is its own chunk), and kept here so the router
 * can draw it without suspending. A failed download stays failed, so the screen shows its error page instead of
 * asking again on every render, until retryFailedScreens() (the next navigation) lets the next visit try again.
 */
export class ScreenCode<P extends object = object> {
  private loading: Promise<ComponentType<P>> | undefined;
  private failed = false;
  /** The component, once its code is here. */
  loaded: ComponentType<P> | undefined;

  constructor(private readonly load: () => Promise<ComponentType<P>>) {}

  get(): Promise<ComponentType<P>> {
    return (this.loading ??= this.load().then(
      (component) => (this.loaded = component),
      (error: unknown) => {
        this.failed = true;
        throw error;
      },
    ));
  }

  /** Forgets a failed download, so the next get() asks again. */
  retry(): void {
    if (!this.failed) return;
    this.failed = false;
    this.loading = undefined;
  }
}

const code = <P extends object>(load: () => Promise<ComponentType<P>>) => new ScreenCode(load);

/**
 * Every screen of the site. No React in this module: the entry (main.tsx) reads it before the framework has
 * downloaded, to ask for the current route's screens at once (routes.tsx draws them).
 */
export const screens = {
  sidebar: code(async () => (await import('../ui/sidebar')).SidebarLayout),
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

/** The app screens' paths, drawn inside the sidebar layout, and the page each shows (as in routes.tsx). */
const SIDEBAR_PAGES: Readonly<Record<string, ScreenName>> = {
  '/': 'feed',
  '/new': 'feed',
  '/discussed': 'feed',
  '/talk/:messageSlug': 'post',
  '/user/:userId': 'user',
  '/find-ppl': 'discovery',
  '/meet-ppl': 'discovery',
  '/connect-with': 'discovery',
  '/f8chat': 'f8chat',
};

/** The other pages' paths (as in routes.tsx); any other path shows notFound. */
const PAGES: Readonly<Record<string, ScreenName>> = {
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

/**
 * The screens `pathname` shows, its layout first, matched as React Router matches routes.tsx (case-insensitive,
 * a trailing slash ignored, a parameter one non-empty segment); tests/unit/app/screens.test.ts holds the two together.
 */
export function screensFor(pathname: string): ScreenName[] {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const page =
    SIDEBAR_PAGES[path] ??
    SIDEBAR_PAGES[
      path.replace(/^\/(talk|user)\/[^/]+$/, (_all, first: string) => (first === 'talk' ? '/talk/:messageSlug' : '/user/:userId'))
    ];
  return page ? ['sidebar', page] : [PAGES[path] ?? 'notFound'];
}
