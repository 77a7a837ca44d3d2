import { test as base, expect, type Page, type Route } from '@playwright/test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every test runs with a guard: any request the page makes outside loopback fails the test (devkit mode
 * must be fully offline), and so does any uncaught page error.
 */
export const test = base.extend<{ offlineGuard: void }>({
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
});
export { expect };

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
