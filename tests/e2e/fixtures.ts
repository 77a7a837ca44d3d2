import { test as base, expect, type Page, type Route } from '@playwright/test';
import type { Fault } from '../../mock-server/faults';
import type { JournalEntry } from '../../mock-server/journal';
import { SESSION_HEADER } from '../../mock-server/session';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** This test's own slice of the mock server: faults only its page meets, and the journal of its page's calls. */
export interface Devkit {
  /** The dev kit session id the page sends on every request (X-Devkit-Session). */
  session: string;
  /** Adds a fault that applies to this test's page only; removed when the test ends. */
  addFault(fault: Omit<Fault, 'session'>): Promise<void>;
  /** This test's page's journal entries, optionally narrowed to an exact name or a name prefix. */
  journal(filter?: { name?: string; prefix?: string }): Promise<JournalEntry[]>;
}

/**
 * Every test runs with a guard: any request the page makes outside loopback fails the test (devkit mode
 * must be fully offline), and so does any uncaught page error. Tests that script the mock server take the
 * `devkit` fixture, which scopes what they add to their own page so parallel tests never meet.
 */
export const test = base.extend<{ offlineGuard: void; devkit: Devkit }>({
  offlineGuard: [
    async ({ page }, use) => {
      const external: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') && !LOOPBACK.has(url.hostname))
          external.push(request.url());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(external, 'requests that left loopback').toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  devkit: async ({ page, request }, use, testInfo) => {
    const session = `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;
    await page.setExtraHTTPHeaders({ [SESSION_HEADER]: session });
    await use({
      session,
      async addFault(fault) {
        const res = await request.post('/__devkit/faults', { data: { ...fault, session } });
        expect(res.status(), await res.text()).toBe(201);
      },
      async journal(filter = {}) {
        const res = await request.get('/__devkit/journal', { params: { ...filter, session } });
        return ((await res.json()) as { entries: JournalEntry[] }).entries;
      },
    });
    await request.delete('/__devkit/faults', { params: { session }, data: {} });
  },
});
export { expect };

/**
 * Resolves after the page has rendered two more frames: by then scroll events and IntersectionObserver
 * entries caused before the call have reached the page's handlers. For asserting that something did not happen.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export const FEED_FUNCTION = '**/demo-f8/europe-west1/getPplTalkMessagesEurW';

/** Answers a callable (route glob) like the backend would fail: HTTP status plus the callable error body. */
export async function failCallable(page: Page, url: string, status: number, statusName: string, message: string): Promise<void> {
  await page.unroute(url);
  await page.route(url, (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { status: statusName, message } }) }),
  );
}

export function failFeed(page: Page, status: number, statusName: string, message: string): Promise<void> {
  return failCallable(page, FEED_FUNCTION, status, statusName, message);
}

export function feed(page: Page) {
  return page.getByRole('feed');
}

export function rows(page: Page) {
  return feed(page).getByRole('article');
}
