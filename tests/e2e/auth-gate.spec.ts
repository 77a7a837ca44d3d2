import type { Page, Route } from '@playwright/test';
import { signInFresh } from './auth-helpers';
import { expect, test } from './fixtures';

/** The Firebase Auth SDK's own chunk (not the small modules that name what the app uses of it). */
const AUTH_SDK = /\/assets\/firebase-auth-(?!sdk-|emulator-)[\w-]+\.js$/;

/** The Auth SDK requests of `page`, from now on. */
async function authSdkRequests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(AUTH_SDK, async (route: Route) => {
    asked.push(route.request().url());
    await route.continue();
  });
  return asked;
}

const firstRow = (page: Page) => page.getByRole('feed').getByRole('article').first();

test.describe('the first auth check', () => {
  test('a signed-out first visit draws the feed without the Auth SDK, which loads once the page has settled', async ({ page }) => {
    const asked = await authSdkRequests(page);
    await page.goto('/');
    await expect(firstRow(page)).toBeVisible();
    expect(asked).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' })).toBeVisible();
    // Then it comes, to follow a sign-in from another tab; the page stays as it was.
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    await expect(firstRow(page)).toBeVisible();
  });

  test('the login page loads the SDK as it shows, so no sign-in waits for a download', async ({ page }) => {
    const asked = await authSdkRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => asked.length, { timeout: 3000 }).toBe(1);
  });

  test('a stored session keeps the page blank until the SDK has checked it, then draws it signed in', async ({ page, request }) => {
    await signInFresh(page, request, 'gate', 'Gate Keeper');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(AUTH_SDK, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    // Nothing is drawn while the check waits: not the feed, and never a signed-out sidebar.
    await page.waitForTimeout(1500);
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(firstRow(page)).toBeVisible();
  });
});
