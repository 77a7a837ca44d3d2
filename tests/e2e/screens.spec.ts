import { signInFresh } from './auth-helpers';
import { feedRows, ROUTES, serverTimes, signInAsDemo, type Picture, type Route } from './every-route';
import { axeViolations } from './axe';
import { afterFrames, expect, settled, test } from './fixtures';
import { expectReflowsNarrowAndLarge } from './reflow';
import { devices, type Page } from '@playwright/test';

/**
 * Every screen at a phone (390×844) and a desktop (1280×900) size, in the light and the dark scheme: axe on every
 * route, signed out and signed in, and on the states only an interaction reaches; and each screen with a reviewed
 * picture compared with it. No violation of any impact is allowed for WCAG 2.0/2.1 A and AA and axe's best practices.
 *
 * One load of a route serves every check: axe and the picture in the light scheme, then the scheme switched to dark
 * on the same page, axe's colour rules and the dark picture. The dark scheme changes nothing but colour custom
 * properties (tests/unit/guardrails/dark-scheme.test.ts), so the rules about anything else give the same answer.
 * On the phone walks the same page is then narrowed to 320 px and given text at 200 % for the reflow checks (reflow.ts).
 *
 * A walk checks one route a step, and a route's failure is soft and named after it, so one run reports every route
 * that fails. Motion is reduced so nothing is measured half-way through a fade. For the pictures, what changes between
 * runs is frozen or masked: the clock is fixed (simulated profiles, their relative times and the footer's year follow
 * it), Math.random is seeded (discovery's shuffle), and times from the server's clock and the dashboard's
 * server-picked greeting, tips and starters are masked.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

/** The rules whose answer a scheme's colours can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, only?: string[]): Promise<string[]> {
  const found = await axeViolations(page, { runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: TAGS } });
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''}`)
        .join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4} more)` : ''}`,
  );
}

/** Checks the page as it is now; a failure names what was checked and lets the test go on. */
async function expectNoViolations(page: Page, what: string, only?: string[]): Promise<void> {
  expect.soft(await violations(page, only), `axe violations on ${what}`).toEqual([]);
}

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

type Size = keyof typeof SIZES;
type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];

/** The same picture on every run: a fixed clock and a seeded Math.random, from the page's first script on. */
async function freezeForPictures(page: Page): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript(() => {
    let seed = 42;
    Math.random = () => {
      seed = (seed * 1664525 + 1013904223) % 4294967296;
      return seed / 4294967296;
    };
  });
}

/** Compares the page with its reviewed picture, softly; the file is named after the screen, size and scheme. */
async function expectPicture(page: Page, picture: Picture, size: Size, scheme: Scheme): Promise<void> {
  // Lazy images below the fold would arrive or not depending on timing: load them all, then wait.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // The picture starts at the top, with no focus ring or hover left by the steps before.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.mouse.move(0, 0);
  await expect.soft(page, `the picture of ${picture.name}`).toHaveScreenshot(`${picture.name}-${size}-${scheme}.png`, {
    fullPage: picture.fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask: picture.mask?.(page) ?? [],
    maxDiffPixelRatio: 0.01,
  });
}

/** Checks the page in the light scheme, then in the dark one; `picture` (signed out) is compared in both. */
async function checkBothSchemes(page: Page, size: Size, what: string, picture?: Picture): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await afterFrames(page);
    if (picture) await expectPicture(page, picture, size, scheme);
    await expectNoViolations(page, `${what}, ${scheme}`, scheme === 'dark' ? COLOUR_RULES : undefined);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** SPEC 2's frame: the screen names itself in the tab title; one main; the marketing header and the footer where they belong. */
async function expectFrame(page: Page, { frame, name }: Route): Promise<void> {
  await expect.soft(page, `${name}: its own tab title`).not.toHaveTitle('Tether — community');
  await expect
    .soft(page, `${name}: the tab title`)
    .toHaveTitle(typeof frame.title === 'function' ? await frame.title(page) : (frame.title ?? / — Tether/));
  await expect.soft(page.getByRole('main'), `${name}: one main`).toHaveCount(1);
  await expect.soft(page.getByRole('navigation', { name: 'Site' }), `${name}: the marketing header`).toHaveCount(frame.header ? 1 : 0);
  await expect.soft(page.getByRole('contentinfo'), `${name}: the footer`).toHaveCount(frame.footer ? 1 : 0);
}

/** Loads each route afresh, waits for its content and for the app to settle, and checks it in both schemes. */
async function checkEveryRoute(page: Page, signedIn: boolean, size: Size): Promise<void> {
  for (const route of ROUTES) {
    await test.step(route.name, async () => {
      const path = typeof route.path === 'string' ? route.path : await route.path(page);
      await page.goto(path);
      await route.ready(page, signedIn);
      if (!signedIn && size === 'desktop') await expectFrame(page, route);
      await settled(page);
      await checkBothSchemes(page, size, `${route.name} (${path})`, signedIn ? undefined : route.picture);
      if (size === 'phone') await expectReflowsNarrowAndLarge(page, `${route.name} (${path})`, SIZES.phone);
    });
  }
}

/** The signed-out states a person reaches by interaction that have a reviewed picture; each is checked by axe too. */
async function checkInteractiveScreens(page: Page, size: Size): Promise<void> {
  const check = async (picture: Picture, what: string) => {
    await settled(page);
    await checkBothSchemes(page, size, what, picture);
  };
  await test.step('the login forms', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await check({ name: 'login', fullPage: true }, 'the email form');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await check({ name: 'login-reset', fullPage: true }, 'the reset-password form');
  });
  await test.step("a simulated profile's About tab", async () => {
    await page.goto('/user/jordan-42');
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Member since');
    await check({ name: 'user-about', fullPage: true }, 'the About tab');
  });
  // Last: the sidebar stays collapsed for the rest of the session.
  if (size === 'desktop')
    await test.step('the feed with the sidebar as a rail', async () => {
      await page.goto('/');
      await expect(feedRows(page)).toHaveCount(40);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      await check({ name: 'feed-rail', fullPage: false, mask: serverTimes }, 'the collapsed sidebar');
    });
}

test.describe('every screen: axe (WCAG 2.0/2.1 A and AA, best practices) and its reviewed picture', () => {
  test.use({ reducedMotion: 'reduce', timezoneId: 'America/New_York', locale: 'en-US' });

  for (const size of ['desktop', 'phone'] as const) {
    test.describe(size, () => {
      // The phone walks take a phone's touch, Pixel 7's user agent (the Firebase SDK reads it) and a mobile browser's
      // layout, at the reviewed pictures' size and scale. They are the phone's offline walk too (profiles.spec).
      test.use({
        viewport: SIZES[size],
        colorScheme: 'light',
        ...(size === 'phone' ? { isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent } : {}),
      });

      test('every route signed out has no violations, light and dark, and each screen looks as reviewed', async ({ page }) => {
        test.setTimeout(300_000);
        await freezeForPictures(page);
        await checkEveryRoute(page, false, size);
        await checkInteractiveScreens(page, size);
      });

      test('every route signed in has no violations, light and dark', async ({ page }) => {
        test.setTimeout(240_000);
        // The demo account has saved people and f8 chat threads, so the signed-in pages show them.
        await signInAsDemo(page);
        await checkEveryRoute(page, true, size);
        // Still signed in after all those loads: the pages above were the signed-in ones.
        await page.goto('/dashboard');
        await expect(page).toHaveURL('/dashboard');
      });

      test("a new member's dashboard has no violations and looks as reviewed, light and dark", async ({ page, request }) => {
        test.slow(); // a sign-in, two full-page pictures and two axe checks on a loaded 2-core machine
        await freezeForPictures(page);
        await signInFresh(page, request, 'visual', 'Vera Visual');
        await page.goto('/dashboard');
        await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
        // The server picks the greeting, tips and starters at random: their boxes get a fixed size, then a mask.
        await page.addStyleTag({
          content:
            '.greeting { height: 3.5em; overflow: hidden } .tips { height: 8em; overflow: hidden } .starters { height: 16em; overflow: hidden }',
        });
        await settled(page);
        await checkBothSchemes(page, size, "a new member's dashboard", {
          name: 'dashboard',
          fullPage: true,
          mask: (p) => [p.locator('.greeting'), p.locator('.tips'), p.locator('.starters')],
        });
      });
    });
  }

  // Other states reached by interaction, at a desktop in the light scheme and a phone in the dark one.
  for (const { size, scheme } of [
    { size: 'desktop', scheme: 'light' },
    { size: 'phone', scheme: 'dark' },
  ] as const) {
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

      test('the login email form showing what is missing has no violations', async ({ page }) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Continue with email' }).click();
        await page.getByRole('button', { name: 'Sign in' }).click(); // empty: the form says what is missing
        await afterFrames(page);
        await expectNoViolations(page, 'the email form with its errors');
      });

      test('the f8 chat with the mention list open, then an answer in rich text with chips, has no violations', async ({
        page,
        devkit,
      }) => {
        await signInAsDemo(page); // the demo's saved people are the ones to mention
        await page.goto('/f8chat');
        const input = page.getByRole('textbox', { name: 'Message f8' });
        await expect(input).toHaveAttribute('placeholder', 'Type a message... (use @ to mention)');
        await input.focus();
        await page.keyboard.type('Thinking of @');
        await expect(page.getByRole('listbox', { name: 'People to mention' }).getByRole('option')).toHaveCount(5);
        await page.keyboard.press('ArrowDown');
        await expectNoViolations(page, 'the mention list');
        const message = '**A plan** for @Jordan:\n\n1. Call *today*\n2. Say `sorry`\n\n- [a guide](https://example.com/guide)';
        await devkit.setScript({ rules: [{ steps: [{ reply: { message, responses: [] } }] }] });
        await page.keyboard.press('Enter');
        await page.keyboard.type('today');
        await page.keyboard.press('Enter');
        await expect(page.locator('.from-f8 strong').last()).toHaveText('A plan');
        await expectNoViolations(page, "f8's rich text and the chips");
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
