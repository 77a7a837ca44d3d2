import type { Page } from '@playwright/test';
import { afterFrames, expect, sideways } from './fixtures';

/**
 * Reflow (WCAG 1.4.10) and large text: nothing may make the page scroll sideways, and every page heading must be where
 * a scroll can bring it into view (not spilled out of reach of a scroll box). Walked over every route by screens.spec
 * on its phone walks, and over the states only an interaction reaches by reflow.spec.
 */
export const NARROW_PHONE = { width: 320, height: 568 };

/** Twice the root's text size, as a phone's own text scaling makes it: rem sizes follow. */
export const LARGE_TEXT = 'html { font-size: 200% !important; }';

/** The page and each h1 checked as they are now; a failure names `what`. */
export async function expectReflows(page: Page, what: string): Promise<void> {
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

/** On a page loaded at the `phone` size: the page at 320 px wide, then back at `phone` with the text at 200 %. */
export async function expectReflowsNarrowAndLarge(page: Page, what: string, phone: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(NARROW_PHONE);
  await afterFrames(page);
  await expectReflows(page, `${what} at 320 px`);
  await page.setViewportSize(phone);
  const large = await page.addStyleTag({ content: LARGE_TEXT });
  await afterFrames(page);
  await expectReflows(page, `${what} with the text at 200%`);
  await large.evaluate((style) => {
    (style as ChildNode).remove();
  });
}
