import { signInFresh } from './auth-helpers';
import { expect, FEED_FUNCTION, rows, test, type Devkit } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Nothing on screen moves while a page loads (issue 11: cumulative layout shift ≤ 0.02 on every route).
 * The page's data is held back by a dev kit delay, so its loading state is painted first and the content
 * arrives into a page already on screen: exactly when a page without space kept for it jumps. The sum of
 * every layout-shift entry must stay under half of the budget (0.01); the entries are listed when it does not.
 * Pages whose data has a known size keep exactly its space and shift 0; text of unknown length (the
 * dashboard's tips) gets room for the usual case.
 */

const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: entry.sources.map((s) => {
          const n = s.node;
          const name = n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className ? '.' + String(n.className).split(' ').join('.') : '') : String(n && n.nodeName);
          const r = (x) => [Math.round(x.x), Math.round(x.y), Math.round(x.width), Math.round(x.height)].join(',');
          return name + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

declare global {
  interface Window {
    __shifts?: { value: number; sources: string[] }[];
  }
}

const BUDGET = 0.01;

async function expectSteady(page: Page) {
  // Two frames after the content: any shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const entries = await page.evaluate(() => window.__shifts ?? []);
  const total = entries.reduce((sum, e) => sum + e.value, 0);
  const listed = entries.map((e) => `${e.value.toFixed(4)}: ${e.sources.join(' | ')}`).join('\n');
  expect(total, `layout shifts while loading:\n${listed}`).toBeLessThan(BUDGET);
}

/** Slows the data a page waits for, so its loading state is on screen before the content comes. */
async function slowData(devkit: Devkit) {
  await devkit.faults.add({ target: FEED_FUNCTION, delayMs: 700 });
  await devkit.faults.add({ target: 'getPplTalkMessageEurW', delayMs: 700 });
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const PAGES: { name: string; path: string | ((page: Page) => Promise<string>); ready: (page: Page) => Promise<void> }[] = [
  { name: 'the feed', path: '/', ready: (p) => expect(rows(p)).toHaveCount(40) },
  { name: 'a category feed', path: '/discussed', ready: (p) => expect(rows(p)).toHaveCount(40) },
  {
    name: 'a post',
    path: async (p) => {
      await p.goto('/');
      const href = await rows(p).first().getByRole('link').nth(1).getAttribute('href');
      if (!href) throw new Error('the first row has no post link');
      return href;
    },
    ready: (p) => expect(p.getByRole('heading', { name: /^Replies/ })).toBeVisible(),
  },
  { name: 'a simulated profile', path: '/user/jordan-42', ready: (p) => expect(p.getByRole('tab', { name: /Posts/ })).toBeVisible() },
  { name: 'discovery', path: '/find-ppl', ready: (p) => expect(p.locator('.person-card')).toHaveCount(9) },
  { name: 'the f8 chat', path: '/f8chat', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'sign-in', path: '/login', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'about', path: '/about', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const size of SIZES) {
  test.describe(`no layout shift while loading, ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const { name, path, ready } of PAGES) {
      test(`${name}`, async ({ page, devkit }) => {
        const target = typeof path === 'string' ? path : await path(page);
        await slowData(devkit);
        await page.addInitScript(RECORD_SHIFTS);
        await page.goto(target);
        await ready(page);
        await expectSteady(page);
      });
    }

    test('the dashboard, signed in', async ({ page, request, devkit }) => {
      await signInFresh(page, request, 'shift', 'Shifty Sam');
      await devkit.faults.add({ target: 'relationshipTipsEurW', delayMs: 700 });
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
      await expectSteady(page);
    });
  });
}
