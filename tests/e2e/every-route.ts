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
}

export const serverTimes = (page: Page) => [page.locator('main time'), page.locator('.talk-date')];

async function firstPost(page: Page, sortMode: 'top' | 'discussed' = 'top'): Promise<{ id: string; handle: string }> {
  const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', { data: { data: { sortMode, limit: 1 } } });
  const [message] = ((await res.json()) as { result: { messages: { id: string; userName?: string; handle?: string }[] } }).result.messages;
  if (!message) throw new Error('the feed has no posts');
  return { id: message.id, handle: message.handle ?? message.userName ?? '' };
}

const marketing = (path: string, picture?: Picture): Route => ({
  path,
  name: path,
  ...(picture ? { picture } : {}),
  ready: async (page) => {
    await expect(h1(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  },
});

const feedRoute = (path: string): Route => ({ path, name: path, ready: (page) => expect(feedRows(page)).toHaveCount(40) });

const discovery = (path: string): Route => ({ path, name: path, ready: (page) => expect(page.locator('.person-card')).toHaveCount(9) });

export const ROUTES: Route[] = [
  { ...feedRoute('/'), picture: { name: 'feed', fullPage: false, mask: serverTimes } },
  feedRoute('/new'),
  feedRoute('/discussed'),
  {
    // The most discussed post: the most replies to check.
    path: async (page) => `/talk/${(await firstPost(page, 'discussed')).id}`,
    name: '/talk/{a post}',
    ready: (page) => expect(page.getByRole('heading', { name: /^Replies/ })).toBeVisible(),
    picture: { name: 'post', fullPage: false, mask: serverTimes },
  },
  {
    path: '/talk/doesnotexist0000000000000-gone',
    name: '/talk/{an unknown post}',
    ready: (page) => expect(page.getByRole('alert')).toContainText('Message not found'),
    // A state that replaces a page: a card, as its failure twin ('Failed to load message') is.
    picture: { name: 'post-not-found', fullPage: false },
  },
  {
    path: '/talk/just-some-words',
    name: '/talk/{no id}',
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
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: /^@/ })).toBeVisible(),
  },
  {
    // Any other id: the simulated profile.
    path: '/user/jordan-42',
    name: '/user/jordan-42',
    ready: (page) => expect(page.getByRole('tab', { name: /Posts/ })).toBeVisible(),
    picture: { name: 'user', fullPage: true },
  },
  {
    path: '/user/a%21b%3F',
    name: '/user/{an id that names no one}',
    ready: (page) => expect(page.getByRole('alert')).toContainText('User not found'),
    // As wide as the post page's states, not across the place of the profile's rail.
    picture: { name: 'user-not-found', fullPage: false },
  },
  {
    path: `/user/${encodeURIComponent('<no such user>')}`,
    name: '/user/{an id with markup}',
    ready: (page) => expect(page.getByRole('alert')).toContainText('User not found'),
  },
  { ...discovery('/find-ppl'), picture: { name: 'discovery', fullPage: true } },
  discovery('/meet-ppl'),
  discovery('/connect-with'),
  {
    path: '/f8chat',
    name: '/f8chat',
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
    ready: async (page, signedIn) => {
      if (signedIn) await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
      else await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible(); // sent to /login
    },
  },
  {
    path: '/login',
    name: '/login',
    ready: async (page, signedIn) => {
      if (signedIn)
        await expect(feedRows(page)).toHaveCount(40); // sent on to the feed
      else await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    },
  },
  {
    path: '/unsubscribe?email=member%40example.com',
    name: '/unsubscribe?email=…',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Email Subscription Management' })).toBeVisible(),
    picture: { name: 'unsubscribe', fullPage: true },
  },
  {
    path: '/unsubscribe',
    name: '/unsubscribe (no address)',
    ready: (page) => expect(h1(page)).toBeVisible(),
  },
  marketing('/about'),
  marketing('/how-it-works', { name: 'marketing', fullPage: true }),
  marketing('/download'),
  marketing('/the-tether-difference'),
  marketing('/why-tether'),
  marketing('/privacy'),
  marketing('/terms'),
  {
    path: '/no-such-page',
    name: '404 (/no-such-page)',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(),
    picture: { name: 'not-found', fullPage: true },
  },
];

export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL('/');
}
