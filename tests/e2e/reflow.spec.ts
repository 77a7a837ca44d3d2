import type { Page } from '@playwright/test';
import { afterFrames, expect, sideways, test } from './fixtures';
import { ROUTES, signInAsDemo } from './every-route';

/**
 * Reflow (WCAG 1.4.10) and large text: every route on a 320 px phone, and again on a 390 px phone with the text at
 * twice its size (Android's text scaling, a browser's minimum font size). Nothing may make the page scroll sideways,
 * and every page's heading must be where a scroll can bring it into view (not spilled out of reach of a scroll box).
 * A route's failure is soft and named after it, so one run reports every route that fails.
 */
const CASES = [
  { name: '320 px phone', viewport: { width: 320, height: 568 }, largeText: false },
  { name: '390 px phone, text at 200%', viewport: { width: 390, height: 844 }, largeText: true },
] as const;

/** The page and each h1 checked as they are now; a failure names `what`. */
async function expectReflows(page: Page, what: string): Promise<void> {
  expect.soft(await sideways(page), `${what}: scrolls sideways by`).toBe(0);
  // The skip link waits out of sight above the page until it has the focus, however tall the text makes it.
  const skip = await page.locator('.skip-link').boundingBox();
  if (skip) expect.soft(skip.y + skip.height, `${what}: the skip link's foot`).toBeLessThanOrEqual(0);
  for (const heading of await page.getByRole('heading', { level: 1 }).all()) {
    if (!(await heading.isVisible())) continue;
    // Scrolled to its top (the page, and any scroll box it sits in), its top edge and its width are in view, not clipped
    // by a box it spilled out of (an IntersectionObserver's reading). It may be taller than its box, and scroll.
    const clipped = await heading.evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          element.scrollIntoView({ block: 'start' });
          requestAnimationFrame(() => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              const { boundingClientRect: box, intersectionRect: seen } = entry!;
              const edges: string[] = [];
              if (seen.height === 0 || Math.abs(seen.top - box.top) > 1) edges.push('top');
              if (Math.abs(seen.width - box.width) > 1) edges.push('side');
              resolve(edges);
            });
            observer.observe(element);
          });
        }),
    );
    expect.soft(clipped, `${what}: its heading cut off out of reach`).toEqual([]);
  }
}

for (const { name, viewport, largeText } of CASES) {
  test.describe(`reflow: ${name}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

    test.beforeEach(async ({ page }) => {
      // rem sizes follow the root's, as with a phone's own text scaling.
      if (largeText)
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = 'html { font-size: 200% !important; }';
            document.head.append(style);
          }),
        );
    });

    for (const signedIn of [false, true]) {
      test(`every route ${signedIn ? 'signed in' : 'signed out'} fits the screen, its heading in reach`, async ({ page }) => {
        test.setTimeout(240_000);
        if (signedIn) await signInAsDemo(page);
        for (const route of ROUTES) {
          await test.step(route.name, async () => {
            const path = typeof route.path === 'string' ? route.path : await route.path(page);
            await page.goto(path);
            await route.ready(page, signedIn);
            await afterFrames(page);
            await expectReflows(page, `${route.name} (${path})`);
          });
        }
      });
    }

    test('the login forms, and a conversation in the f8 chat with its history open, fit the screen', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expectReflows(page, 'the email form');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible();
      await expectReflows(page, 'the reset form');

      await signInAsDemo(page);
      await page.goto('/f8chat');
      const toggle = page.getByRole('button', { name: 'Chat History' });
      const rail = page.getByRole('complementary', { name: 'Chat History' });
      await toggle.click();
      await rail.getByRole('listitem').first().getByRole('button').first().click();
      await expect(page.getByRole('heading', { level: 1, name: "let's chat" })).toBeVisible();
      await expectReflows(page, 'a conversation');
      // Its buttons inside the conversation's head, beside the title or under it.
      const newChat = page.getByRole('region', { name: "let's chat" }).getByRole('button', { name: 'New Chat' });
      const head = await page.locator('.chat-head').boundingBox();
      for (const button of [newChat, toggle]) {
        const box = await button.boundingBox();
        expect.soft((box?.x ?? 0) + (box?.width ?? Infinity), 'a chat head button’s right edge').toBeLessThanOrEqual(head!.x + head!.width);
      }
      await toggle.click();
      await expect(rail.getByRole('button', { name: 'Close chat history' })).toBeInViewport();
      await expectReflows(page, 'the history drawer');
    });
  });
}
