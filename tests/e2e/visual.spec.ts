import type { Locator, Page } from '@playwright/test';
import { signInFresh } from './auth-helpers';
import { expect, test } from './fixtures';

/**
 * Visual check of every screen at a phone (390×844) and a desktop (1280×900) size, in the light and the dark
 * scheme. What changes between runs is frozen or masked: the clock is fixed (simulated profiles, their relative
 * times and the footer's year follow it), Math.random is seeded (discovery's shuffle), animations are off, and
 * times that come from the server's clock (feed rows, replies, chat bubbles) and the dashboard's server-picked
 * greeting, tips and starters are masked.
 */
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const SCHEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  /** Long lists are checked at the top only; other screens whole. */
  fullPage: boolean;
  open: (page: Page, request: Parameters<typeof signInFresh>[1]) => Promise<void>;
  mask?: (page: Page) => Locator[];
  /** A state of one size alone (the sidebar's rail is a desktop's); every size when absent. */
  size?: (typeof SIZES)[number]['name'];
}

const serverTimes = (page: Page) => [page.locator('main time'), page.locator('.talk-date')];

const SCREENS: Screen[] = [
  {
    name: 'feed',
    fullPage: false,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('feed').getByRole('article')).toHaveCount(40);
    },
    mask: serverTimes,
  },
  {
    name: 'feed-rail',
    size: 'desktop',
    fullPage: false,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('feed').getByRole('article')).toHaveCount(40);
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    },
    mask: serverTimes,
  },
  {
    name: 'post',
    fullPage: false,
    open: async (page) => {
      await page.goto('/discussed');
      await page.getByRole('feed').getByRole('article').first().getByRole('link').last().click();
      await expect(page.getByRole('heading', { name: /^Replies/ })).toBeVisible();
    },
    mask: serverTimes,
  },
  {
    name: 'login',
    fullPage: true,
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();
    },
  },
  {
    name: 'login-reset',
    fullPage: true,
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    fullPage: true,
    open: async (page, request) => {
      await signInFresh(page, request, 'visual', 'Vera Visual');
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
      // The server picks the greeting, tips and starters at random: their boxes get a fixed size, then a mask.
      await page.addStyleTag({
        content:
          '.greeting { height: 3.5em; overflow: hidden } .tips { height: 8em; overflow: hidden } .starters { height: 16em; overflow: hidden }',
      });
    },
    mask: (page) => [page.locator('.greeting'), page.locator('.tips'), page.locator('.starters')],
  },
  {
    name: 'user',
    fullPage: true,
    open: async (page) => {
      await page.goto('/user/jordan-42');
      await expect(page.getByRole('tab', { name: /Posts/ })).toBeVisible();
    },
  },
  {
    name: 'user-about',
    fullPage: true,
    open: async (page) => {
      await page.goto('/user/jordan-42');
      await page.getByRole('tab', { name: 'About' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('Member since');
    },
  },
  {
    name: 'discovery',
    fullPage: true,
    open: async (page) => {
      await page.goto('/find-ppl');
      await expect(page.locator('.person-card')).toHaveCount(9);
    },
  },
  {
    name: 'unsubscribe',
    fullPage: true,
    open: async (page) => {
      await page.goto('/unsubscribe?email=member%40example.com');
      await expect(page.getByRole('heading', { level: 1, name: 'Email Subscription Management' })).toBeVisible();
    },
  },
  {
    name: 'f8chat',
    fullPage: false,
    open: async (page) => {
      await page.goto('/f8chat');
      await expect(page.getByRole('button', { name: 'Login required to send messages' })).toBeVisible();
    },
  },
  {
    name: 'marketing',
    fullPage: true,
    open: async (page) => {
      await page.goto('/how-it-works');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
  },
  {
    // A state that replaces a page: a card, as its failure twin ('Failed to load message') is.
    name: 'post-not-found',
    fullPage: false,
    open: async (page) => {
      await page.goto('/talk/doesnotexist0000000000000-gone');
      await expect(page.getByRole('heading', { level: 1, name: 'Message not found' })).toBeVisible();
    },
  },
  {
    // As wide as the post page's states, not across the place of the profile's rail.
    name: 'user-not-found',
    fullPage: false,
    open: async (page) => {
      await page.goto('/user/a%21b%3F');
      await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    },
  },
  {
    name: 'not-found',
    fullPage: true,
    open: async (page) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
];

test.describe('every screen looks the same as its reviewed picture', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  for (const scheme of SCHEMES) {
    for (const size of SIZES) {
      test.describe(`${size.name}, ${scheme}`, () => {
        test.use({ viewport: size.viewport, colorScheme: scheme });
        for (const screen of SCREENS.filter((one) => !one.size || one.size === size.name)) {
          test(screen.name, async ({ page, request }) => {
            test.slow(); // a full-page capture and its comparison take a while on a loaded 2-core machine
            await page.clock.setFixedTime(FIXED_NOW);
            // A seeded Math.random: discovery's shuffle comes out the same on every run.
            await page.addInitScript(() => {
              let seed = 42;
              Math.random = () => {
                seed = (seed * 1664525 + 1013904223) % 4294967296;
                return seed / 4294967296;
              };
            });
            await screen.open(page, request);
            // Lazy images below the fold would arrive or not depending on timing: load them all, then wait.
            await page.evaluate(async () => {
              const images = [...document.images];
              for (const image of images) image.loading = 'eager';
              await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
              await document.fonts.ready;
              // The picture starts at the top, with no focus ring or hover left by the steps above.
              (document.activeElement as HTMLElement | null)?.blur();
              window.scrollTo(0, 0);
            });
            await page.mouse.move(0, 0);
            await expect(page).toHaveScreenshot(`${screen.name}-${size.name}-${scheme}.png`, {
              fullPage: screen.fullPage,
              animations: 'disabled',
              caret: 'hide',
              mask: screen.mask?.(page) ?? [],
              maxDiffPixelRatio: 0.01,
            });
          });
        }
      });
    }
  }
});
