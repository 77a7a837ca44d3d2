import AxeBuilder from '@axe-core/playwright';
import { signInFresh } from './auth-helpers';
import { feedRows, ROUTES, signInAsDemo } from './every-route';
import { afterFrames, expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * axe on every route of the app (src/app/routes.tsx), signed out and signed in, in the light and the dark scheme,
 * at a phone (390×844) and a desktop (1280×900) size, plus the states a route only reaches by interaction (the
 * app modal, the phone menu, search and a category, the login forms, the f8 chat's mention list and delete
 * question). Zero violations of any impact are allowed for WCAG 2.0/2.1 A and AA and axe's best practices.
 *
 * One test walks every route for one size, scheme and sign-in state, each route a step; a route's violations
 * are a soft failure named after the route, so one run reports every route that fails, not just the first.
 * Motion is reduced so nothing is measured half-way through a fade (colours end where they would anyway).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''}`)
        .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4} more)` : ''}`,
  );
}

/** Checks the page as it is now; a failure names what was checked and lets the test go on. */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect.soft(await violations(page), `axe violations on ${what}`).toEqual([]);
}

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

const VARIANTS = [
  { size: 'desktop', scheme: 'light' },
  { size: 'phone', scheme: 'light' },
  { size: 'desktop', scheme: 'dark' },
  { size: 'phone', scheme: 'dark' },
] as const;

/** Loads each route afresh, waits for its content and for the app to settle, and checks it. */
async function checkEveryRoute(page: Page, signedIn: boolean): Promise<void> {
  for (const route of ROUTES) {
    await test.step(route.name, async () => {
      const path = typeof route.path === 'string' ? route.path : await route.path(page);
      await page.goto(path);
      await route.ready(page, signedIn);
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => afterFrames(page));
      await expectNoViolations(page, `${route.name} (${path})`);
    });
  }
}

test.describe('accessibility (axe: WCAG 2.0/2.1 A and AA, best practices)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { size, scheme } of VARIANTS) {
    test.describe(`${size}, ${scheme}`, () => {
      test.use({ viewport: SIZES[size], colorScheme: scheme });

      test('every route signed out has no violations', async ({ page }) => {
        test.setTimeout(240_000);
        await checkEveryRoute(page, false);
      });

      test('every route signed in has no violations', async ({ page }) => {
        test.setTimeout(240_000);
        // The demo account has saved people and f8 chat threads, so the signed-in pages show them.
        await signInAsDemo(page);
        await checkEveryRoute(page, true);
        // Still signed in after all those loads: the pages above were the signed-in ones.
        await page.goto('/dashboard');
        await expect(page).toHaveURL('/dashboard');
      });
    });
  }

  // States reached by interaction, at a desktop in the light scheme and a phone in the dark one.
  for (const { size, scheme } of [VARIANTS[0], VARIANTS[3]]) {
    test.describe(`${size}, ${scheme}: interactive states`, () => {
      test.use({ viewport: SIZES[size], colorScheme: scheme });

      test('the phone menu and the open app modal have no violations', async ({ page }) => {
        await page.goto('/');
        await expect(feedRows(page)).toHaveCount(40);
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find people' })).toBeVisible();
          await expectNoViolations(page, 'the open phone menu');
        }
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find people' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, 'the open app modal');
        if (size === 'desktop') {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
          await page.getByRole('button', { name: 'Collapse sidebar' }).click();
          await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
          await expectNoViolations(page, 'the collapsed sidebar');
        }
      });

      test('the unsubscribe page with its error and its answer has no violations', async ({ page }) => {
        await page.goto('/unsubscribe');
        await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
        await expect(page.getByRole('alert')).toBeVisible();
        await expectNoViolations(page, 'the empty-address error');
        await page.getByRole('textbox', { name: 'Email address' }).fill('member@example.com');
        await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
        await expect(page.getByRole('status')).toContainText("You've been unsubscribed.");
        await expectNoViolations(page, 'the answer');
      });

      test('the feed with a category chosen and a search typed has no violations', async ({ page }) => {
        await page.goto('/');
        await expect(feedRows(page)).toHaveCount(40);
        await page.getByRole('group', { name: 'Categories' }).getByRole('button').nth(1).click();
        await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button', { pressed: true })).not.toHaveText('all');
        await expect(feedRows(page).first()).toBeVisible();
        await page.getByRole('searchbox', { name: 'Search posts' }).fill('a');
        await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
        await expectNoViolations(page, 'the feed with a category and a search');
        await page.getByRole('searchbox', { name: 'Search posts' }).fill('zzzzqqqq no such words');
        await expect(page.getByText('No search results found')).toBeVisible();
        await expectNoViolations(page, 'the feed with no search results');
      });

      test('the login page with the email form and the reset form has no violations', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Continue with email' }).click();
        await expect(page.getByLabel('Password')).toBeVisible();
        await expectNoViolations(page, 'the email form');
        await page.getByRole('button', { name: 'Sign in' }).click(); // empty: the form says what is missing
        await afterFrames(page);
        await expectNoViolations(page, 'the email form with its errors');
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible();
        await expectNoViolations(page, 'the reset-password form');
      });

      test("a simulated profile's About tab has no violations", async ({ page }) => {
        await page.goto('/user/jordan-42');
        await page.getByRole('tab', { name: 'About' }).click();
        await expect(page.getByRole('tabpanel')).toContainText('Member since');
        await expectNoViolations(page, 'the About tab');
      });

      test('the f8 chat with the mention list open has no violations', async ({ page }) => {
        await signInAsDemo(page); // the demo's saved people are the ones to mention
        await page.goto('/f8chat');
        const input = page.getByRole('textbox', { name: 'Message f8' });
        await expect(input).toHaveAttribute('placeholder', 'Type a message... (use @ to mention)');
        await input.focus();
        await page.keyboard.type('Thinking of @');
        await expect(page.getByRole('listbox', { name: 'People to mention' }).getByRole('option')).toHaveCount(5);
        await page.keyboard.press('ArrowDown');
        await expectNoViolations(page, 'the mention list');
      });

      test('the f8 chat in a conversation, with the delete question open, has no violations', async ({ page, request, devkit }) => {
        await signInFresh(page, request, 'axe-chat', 'Axel Chat');
        await devkit.loadScenario('conversation');
        await page.goto('/f8chat');
        const input = page.getByRole('textbox', { name: 'Message f8' });
        await input.fill('Hello f8');
        await input.press('Enter');
        await expect(page.getByRole('group', { name: 'Suggested replies' })).toBeVisible();
        await expectNoViolations(page, 'a conversation with suggested replies');
        if (size === 'phone') {
          // On a phone the history is a drawer; the delete button is in it.
          await page.getByRole('button', { name: 'Chat History' }).click();
          await expect(page.getByRole('complementary', { name: 'Chat History' })).toBeInViewport();
          await expectNoViolations(page, 'the open history drawer');
        }
        await page.getByRole('button', { name: /^Delete conversation/ }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this conversation?' })).toBeVisible();
        await expectNoViolations(page, 'the delete question');
      });
    });
  }
});
