import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { withDevkit, type Devkit } from '../support/devkit-fixture';
import { leavingAsks as leavingAsksHere } from '../support/leaving-asks';

export type { Devkit };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Every test runs with a guard: any request the page makes outside loopback fails the test (devkit mode
 * must be fully offline), and so does any uncaught page error. Tests that script the mock server take the
 * `devkit` fixture (tests/support/devkit-fixture.ts, the one testers import), which scopes what they add to
 * their own page so parallel tests never meet. A test that fails has the page's console errors and warnings attached.
 */
export const test = withDevkit(base).extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ page }, use, testInfo) => {
      // Each request outside loopback, unless the browser refused it itself (the offline sites' image policy,
      // vite.config.ts): such a request is never sent.
      const external = new Map<Request, string>();
      const errors: string[] = [];
      watchTraffic(page);
      page.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') && !LOOPBACK.has(url.hostname))
          external.set(request, request.url());
      });
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText === 'csp') external.delete(request);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const consoleLines: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(`${message.type()}: ${message.text()}`);
      });
      const attachConsole = () =>
        consoleLines.length ? testInfo.attach('browser console', { body: consoleLines.join('\n'), contentType: 'text/plain' }) : undefined;
      try {
        await use();
      } finally {
        // The worker's next test gets this context back (reuseContext), and its reset leaves the network as it is.
        await page.context().setOffline(false);
      }
      try {
        expect([...external.values()], 'requests that left loopback').toEqual([]);
        expect(errors, 'uncaught page errors').toEqual([]);
      } catch (error) {
        await attachConsole();
        throw error;
      }
      if (testInfo.status !== testInfo.expectedStatus) await attachConsole();
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Resolves after the page has rendered two more frames: by then scroll events and IntersectionObserver
 * entries caused before the call have reached the page's handlers. For asserting that something did not happen.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the page's scroll is at rest for two frames. Chromium animates a keyboard scroll (End, Home), and a
 * key pressed while that animation runs can be lost, even on a page without scripts; a person waits to see it land.
 */
export async function scrollAtRest(page: Page): Promise<void> {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
        }),
    );
  await expect.poll(still).toBe(true);
}

/** The site's services' code: Inversify, the adapters, the Firebase SDK's app and callables, zod. */
export const SERVICES_CODE = /\/assets\/adapters-[\w-]+\.js$/;

/**
 * Holds back the site's code that `file` names until `release()`, so a test sees what the page does before it has
 * arrived (the screen drawn before stays); `asked` lists each request for it.
 */
export async function holdCode(page: Page, file: RegExp): Promise<{ release: () => void; asked: string[] }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(file, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Holds back the site's services' code (the adapters chunk): see holdCode. */
export const holdServices = (page: Page) => holdCode(page, SERVICES_CODE);

/** Whether leaving the page now would ask first (a write still on its way). */
export function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(leavingAsksHere);
}

/** Reloads once nothing is left to write: a reload that would ask first is only the subject of its own tests. */
export async function reloadOnceSaved(page: Page): Promise<void> {
  await expect.poll(() => leavingAsks(page)).toBe(false);
  await page.reload();
}

/** A live stream stays open for as long as the page listens: the dev kit store's event streams, Firestore's channels. */
const isLiveStream = (request: Request, contentType?: string) =>
  contentType?.startsWith('text/event-stream') === true || /\/(Listen|Write)\/channel/.test(request.url());

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}
const traffic = new WeakMap<Page, Traffic>();

/** Keeps count of the page's requests in flight, from now on (once per page). */
function watchTraffic(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const watched: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const end = (request: Request) => {
    if (watched.inFlight.delete(request)) watched.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    watched.inFlight.add(request);
    watched.lastChange = Date.now();
  });
  page.on('response', (response) => {
    if (isLiveStream(response.request(), response.headers()['content-type'])) end(response.request());
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  traffic.set(page, watched);
  return watched;
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (live streams aside), or after `maxMs`, and then two
 * frames: whatever the page asks for as it settles has been asked for. Playwright's 'networkidle' is the same wait but
 * counts the live streams too, so on a page that listens it only ever ends at its time-out.
 */
export async function settled(page: Page, { quietMs = 500, maxMs = 3_000 } = {}): Promise<void> {
  const watched = watchTraffic(page);
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && (watched.inFlight.size > 0 || Date.now() - watched.lastChange < quietMs))
    await new Promise((resolve) => setTimeout(resolve, 50));
  await afterFrames(page);
}

/**
 * Holds back the download of a screen's code (its chunk, e.g. 'feed-page'), as on a slow connection: until the page
 * has done something the test notes in `events` (its first call), then 300 ms more for the answer, or 5 s when it
 * does nothing first. Writes 'screen code' into `events` as it lets the code go: a test can tell what the page did
 * before it arrived, however busy the machine (a fixed delay was sometimes shorter than the page's start in CI).
 */
export async function delayScreenCode(page: Page, chunk: string, events: string[]): Promise<void> {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const giveUp = Date.now() + 5000;
    while (events.length === 0 && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 300));
    events.push('screen code');
    await route.continue();
  });
}

/**
 * Watches the page, from its first script on, for `text` appearing anywhere (a loading state shown even for a frame);
 * the returned function tells whether it ever did.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const seen: string[] = ((window as unknown as { __seenTexts?: string[] }).__seenTexts ??= []);
    new MutationObserver(() => {
      if (!seen.includes(watched) && document.body?.textContent?.includes(watched)) seen.push(watched);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate((watched) => ((window as unknown as { __seenTexts?: string[] }).__seenTexts ?? []).includes(watched), text);
}

/**
 * Opens a slide-in drawer with `opener` and checks what ui/use-drawer.ts promises: the focus moves to `close`, each of
 * `behind` is inert while it is open (out of reach of the keyboard and of assistive technology), and Escape closes it,
 * gives the focus back to `opener` and leaves nothing inert.
 */
export async function expectDrawerKeepsFocus(page: Page, opener: Locator, close: Locator, behind: Locator[]): Promise<void> {
  await opener.click();
  await expect(close).toBeFocused();
  for (const part of behind) await expect(part).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[inert]')).toHaveCount(0);
}

/**
 * How far the page reaches past the screen (0: it does not scroll sideways). Not against innerWidth: a phone widens its
 * layout viewport to a page that overflows, and opens it zoomed out.
 */
export function sideways(page: Page): Promise<number> {
  return page.evaluate((screen) => document.documentElement.scrollWidth - screen, page.viewportSize()!.width);
}

/** The talk feed's callable, as dev kit faults name it. */
export const FEED_FUNCTION = 'getPplTalkMessagesEurW';

export function feed(page: Page) {
  return page.getByRole('feed');
}

export function rows(page: Page) {
  return feed(page).getByRole('article');
}
