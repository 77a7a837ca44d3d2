import type { Browser } from 'playwright-core';
import { leavesLoopback } from './offline';
import { PHONE, type BenchRoute } from './routes';

export interface BytesResult {
  route: BenchRoute;
  /** encodedDataLength (headers + body as sent) of script responses finished before the first content. */
  bytes: number;
  files: number;
  /** Every script the page loaded by the time it went idle, for comparison. */
  allBytes: number;
  allFiles: number;
  /** From navigation start to the first content on screen, unthrottled. */
  contentMs: number;
  external: string[];
  /** Content-Encoding of the counted scripts, as the server sent them. */
  encodings: string[];
}

interface Request {
  url: string;
  /** wall-clock ms minus CDP monotonic ms, to place loadingFinished on the page's clock. */
  offsetMs: number;
  script: boolean;
  encoding: string;
  bytes: number | null;
  endWallMs: number | null;
}

declare global {
  interface Window {
    __benchFirstContent?: number;
  }
}

/**
 * Page code that records, on the page's wall clock, the first animation frame in which `selector` matches an
 * element laid out with a size (requestAnimationFrame callbacks run just before that frame is painted).
 */
export function firstContentWatcher(selector: string): string {
  return `(() => {
    const check = () => {
      const el = document.querySelector(${JSON.stringify(selector)});
      const box = el && el.getBoundingClientRect();
      if (el && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') {
        window.__benchFirstContent = performance.timeOrigin + performance.now();
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

/**
 * JS over the wire before first content, in Chromium with a cold cache and a phone's profile: every
 * response the CDP Network domain reports as a script, with the bytes Network.loadingFinished says were
 * received (encodedDataLength), counted when it finished before the frame in which the route's first content
 * was laid out with a size (watched by requestAnimationFrame from before the first script runs).
 */
export async function measureBytes(browser: Browser, baseUrl: string, route: BenchRoute): Promise<BytesResult> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Request>();
    const external: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (leavesLoopback(e.request.url)) external.push(e.request.url);
      requests.set(e.requestId, {
        url: e.request.url,
        offsetMs: e.wallTime * 1000 - e.timestamp * 1000,
        script: e.type === 'Script',
        encoding: 'identity',
        bytes: null,
        endWallMs: null,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      if (e.type === 'Script' || /javascript|ecmascript/.test(e.response.mimeType)) r.script = true;
      const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
      if (encoding) r.encoding = encoding;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.bytes = e.encodedDataLength;
      r.endWallMs = e.timestamp * 1000 + r.offsetMs;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
    await page.addInitScript(firstContentWatcher(route.content));

    await page.goto(baseUrl + route.path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchFirstContent !== undefined, null, { timeout: 60_000, polling: 50 });
    const contentWall = await page.evaluate(() => window.__benchFirstContent ?? 0);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // Let late chunks and the CDP events of those already received arrive.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(300);

    const scripts = [...requests.values()].filter((r) => r.script && r.bytes !== null);
    const before = scripts.filter((r) => (r.endWallMs ?? Infinity) <= contentWall);
    return {
      route,
      bytes: before.reduce((s, r) => s + (r.bytes ?? 0), 0),
      files: before.length,
      allBytes: scripts.reduce((s, r) => s + (r.bytes ?? 0), 0),
      allFiles: scripts.length,
      contentMs: contentWall - timeOrigin,
      external,
      encodings: [...new Set(before.map((r) => r.encoding))],
    };
  } finally {
    await context.close();
  }
}
