import { DEMO, signInViaUi } from './auth-helpers';
import { expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * Every route of the app (src/app/routes.tsx), with how to tell it has its content: walked by screens.spec (axe, the
 * pictures, and on a phone the reflow checks), signed out and signed in.
 */

export const feedRows = (page: Page) => page.getByRole('feed').getByRole('article');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** A reviewed screenshot of a screen (screens.spec), signed out. */
export interface Picture {
  name: string;
  /** Long lists are checked at the top only; other screens whole. */
  fullPage: boolean;
  /** What differs from run to run: times from the server's clock, what the server picks at random. */
  mask?: (page: Page) => Locator[];
}

export interface Route {
  /** The path, or how to find it when it depends on the data. */
  path: string | ((page: Page) => Promise<string>);
  name: string;
  /** Resolves once the page (or where a signed-in visitor is sent) has its content. */
  ready: (page: Page, signedIn: boolean) => Promise<void>;
  picture?: Picture;
  /** SPEC 2's frame of the page a visitor signed out lands on: the marketing header, the footer, and the tab title if exact. */
  frame: { header: boolean; footer: boolean; title?: string | ((page: Page) => Promise<RegExp>) };
}

/** The frame of the feeds, the post, the profiles, discovery and the f8 chat: the footer, not the marketing header. */
const APP_FRAME = { header: false, footer: true };

export const serverTimes = (page: Page) => [page.locator('main time'), page.locator('.talk-date')];

async function firstPost(page: Page, sortMode: 'top' | 'discussed' = 'top'): Promise<{ id: string; handle: string }> {
  const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', { data: { data: { sortMode, limit: 1 } } });
  const [message] = ((await res.json()) as { result: { messages: { id: string; userName?: string; handle?: string }[] } }).result.messages;
  if (!message) throw new Error('the feed has no posts');
  return { id: message.id, handle: message.handle ?? message.userName ?? '' };
}

const marketing = (path: string, heading: string, more?: { picture?: Picture; content?: (page: Page) => Promise<void> }): Route => ({
  path,
  name: path,
  ...(more?.picture ? { picture: more.picture } : {}),
  frame: { header: true, footer: true },
  ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await more?.content?.(page);
  },
});

/** The legal pages are dated in their lead paragraph: one paragraph, not one inside another (which the parser would split). */
async function datedLegalPage(page: Page): Promise<void> {
  await expect(page.locator('p.lead')).toHaveText('Effective date: September 1, 2025');
  await expect(page.locator('p p')).toHaveCount(0);
}

const feedRoute = (path: string, heading: string): Route => ({
  path,
  name: path,
  frame: APP_FRAME,
  ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(feedRows(page)).toHaveCount(40);
  },
});

const discovery = (path: string): Route => ({
  path,
  name: path,
  frame: APP_FRAME,
  ready: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /^Discover People in / })).toBeVisible();
    await expect(page.locator('.person-card')).toHaveCount(9);
  },
});

export const ROUTES: Route[] = [
  { ...feedRoute('/', 'Top posts'), picture: { name: 'feed', fullPage: false, mask: serverTimes } },
  feedRoute('/new', 'New posts'),
  feedRoute('/discussed', 'Most discussed'),
  {
    // The most discussed post: the most replies to check.
    path: async (page) => `/talk/${(await firstPost(page, 'discussed')).id}`,
    name: '/talk/{a post}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('heading', { name: /^Replies/ })).toBeVisible(),
    picture: { name: 'post', fullPage: false, mask: serverTimes },
  },
  {
    path: '/talk/doesnotexist0000000000000-gone',
    name: '/talk/{an unknown post}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('alert')).toContainText('Message not found'),
    // A state that replaces a page: a card, as its failure twin ('Failed to load message') is.
    picture: { name: 'post-not-found', fullPage: false },
  },
  {
    path: '/talk/just-some-words',
    name: '/talk/{no id}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('alert')).toContainText('No message ID provided'),
  },
  {
    // A feed author's handle: the handle reading, with their posts.
    path: async (page) => {
      await page.goto('/');
      const link = feedRows(page).first().getByRole('link').first();
      await expect(link).toHaveText(/^@/);
      return `/user/${((await link.textContent()) ?? '').slice(1)}`;
    },
    name: '/user/{a feed author}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: /^@/ })).toBeVisible(),
  },
  {
    // Any other id: the simulated profile.
    path: '/user/jordan-42',
    name: '/user/jordan-42',
    frame: { ...APP_FRAME, title: async (page) => new RegExp(`^${await h1(page).innerText()} \\(@\\S+\\) — Tether$`) },
    ready: (page) => expect(page.getByRole('tab', { name: /Posts/ })).toBeVisible(),
    picture: { name: 'user', fullPage: true },
  },
  {
    path: '/user/a%21b%3F',
    name: '/user/{an id that names no one}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('alert')).toContainText('User not found'),
    // As wide as the post page's states, not across the place of the profile's rail.
    picture: { name: 'user-not-found', fullPage: false },
  },
  {
    path: `/user/${encodeURIComponent('<no such user>')}`,
    name: '/user/{an id with markup}',
    frame: APP_FRAME,
    ready: (page) => expect(page.getByRole('alert')).toContainText('User not found'),
  },
  { ...discovery('/find-ppl'), picture: { name: 'discovery', fullPage: true } },
  discovery('/meet-ppl'),
  discovery('/connect-with'),
  {
    path: '/f8chat',
    name: '/f8chat',
    frame: APP_FRAME,
    ready: async (page, signedIn) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
      if (signedIn)
        await expect(page.getByRole('textbox', { name: 'Message f8' })).toHaveAttribute(
          'placeholder',
          'Type a message... (use @ to mention)',
        );
      else await expect(page.getByRole('button', { name: 'Login required to send messages' })).toBeVisible();
    },
    picture: { name: 'f8chat', fullPage: false },
  },
  {
    path: '/dashboard',
    name: '/dashboard',
    frame: APP_FRAME, // signed out: sent to /login
    ready: async (page, signedIn) => {
      if (signedIn) await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
      else await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible(); // sent to /login
    },
  },
  {
    path: '/login',
    name: '/login',
    frame: APP_FRAME,
    ready: async (page, signedIn) => {
      if (signedIn)
        await expect(feedRows(page)).toHaveCount(40); // sent on to the feed
      else {
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
      }
    },
  },
  {
    path: '/unsubscribe?email=member%40example.com',
    name: '/unsubscribe?email=…',
    frame: { header: false, footer: false },
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Email Subscription Management' })).toBeVisible(),
    picture: { name: 'unsubscribe', fullPage: true },
  },
  {
    path: '/unsubscribe',
    name: '/unsubscribe (no address)',
    frame: { header: false, footer: false },
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Email Subscription Management' })).toBeVisible(),
  },
  marketing('/about', 'About Tether'),
  marketing('/how-it-works', 'How It Works', { picture: { name: 'marketing', fullPage: true } }),
  marketing('/download', 'Download Tether', {
    content: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /App Store/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /Google Play/ })).toBeVisible();
      await expect(main).toContainText('iOS 13.0');
      await expect(main).toContainText('Android 6.0 (API 23)');
    },
  }),
  marketing('/the-tether-difference', 'The Tether Difference'),
  marketing('/why-tether', 'Why Tether'),
  marketing('/privacy', 'Privacy Policy', { content: datedLegalPage }),
  marketing('/terms', 'Terms of Service', { content: datedLegalPage }),
  {
    path: '/no-such-page',
    name: '404 (/no-such-page)',
    frame: { header: true, footer: true, title: 'Page not found — Tether' },
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(),
    picture: { name: 'not-found', fullPage: true },
  },
];

export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL('/');
}
