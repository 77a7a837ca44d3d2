import type { Page } from '@playwright/test';
import { signInFresh } from './auth-helpers';
import { expect, settled, test } from './fixtures';

/**
 * Offline in every browser profile (DESIGN.md "Offline"): a route of every screen, signed out and signed in, loaded
 * afresh so the app starts each time. The fixture's guard fails the test on any request outside loopback.
 * The `safari` project runs this file with Safari's user agent, where the Firebase SDK would load Google's helper
 * script at start if the pop-up resolver were given to initializeAuth; the `phone-emulators` and `safari-emulators`
 * projects run it with a phone's and Safari's on the emulators stack (Firestore in the page). On the devkit stack the
 * desktop's and the phone's walks of every route in screens.spec are this check: they settle each page the same way.
 */
test.describe.configure({ timeout: 120_000 });

// A route of each screen: the paths that share one (the three feeds, the three discovery paths) load the same code
// with the same requests, so the first of each stands for the others.
const ROUTES = [
  '/',
  'a post',
  '/user/jordan-42',
  '/find-ppl',
  '/f8chat',
  '/dashboard',
  '/login',
  '/unsubscribe?email=member%40example.com',
  '/about',
  '/how-it-works',
  '/download',
  '/the-tether-difference',
  '/why-tether',
  '/privacy',
  '/terms',
  '/no-such-page',
];

async function firstPostPath(page: Page): Promise<string> {
  const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', { data: { data: { sortMode: 'top', limit: 1 } } });
  const message = ((await res.json()) as { result: { messages: { id: string }[] } }).result.messages[0];
  return `/talk/${message?.id ?? ''}`;
}

/** Loads each route and waits until its page heading shows and the app has settled. */
async function visitEveryRoute(page: Page): Promise<void> {
  const post = await firstPostPath(page);
  for (const route of ROUTES) {
    const path = route === 'a post' ? post : route;
    await test.step(path, async () => {
      await page.goto(path);
      // Signed out, /dashboard sends the visitor to /login; either way a page heading shows.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Auth starts with the app and reads its persistence asynchronously; anything it would fetch at start
      // has been asked for once the network has been quiet for a moment (live streams aside).
      await settled(page);
    });
  }
}

test('every route signed out stays on loopback', async ({ page }) => {
  await visitEveryRoute(page);
});

test('every route signed in stays on loopback', async ({ page, request }) => {
  await signInFresh(page, request, 'profiles', 'Pat Profile');
  await visitEveryRoute(page);
  // Still signed in after all those loads: the pages above were the signed-in ones.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
});
