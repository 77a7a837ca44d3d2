/**
 * Page code for the search section, as strings: tsx would wrap the inner names of a function handed to
 * Playwright in a helper the page does not have.
 */

export interface KeyRecord {
  key: string;
  /** keydown's event timestamp: when the browser received the key. */
  t0: number;
  /** Window capture and bubble listeners of the input event: around React's handler and its synchronous render. */
  inputStart: number | null;
  inputEnd: number | null;
  /** A task queued from the first animation frame after the input event: that frame has been painted. */
  inputPainted: number | null;
  /** The same after the last change this key made to the feed page's DOM (rows, status), if it made any. */
  painted: number | null;
  /** When the feed page's DOM last changed after this keydown. */
  lastMutation: number | null;
}

export interface EventRecord {
  name: string;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    __bench?: { keys: KeyRecord[]; events: EventRecord[] };
  }
}

/** Installed before the app's scripts: per-keystroke timing, and Event Timing entries (16 ms and longer, the API's floor). */
export const INSTRUMENT = `(() => {
  const bench = (window.__bench = { keys: [], events: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', (e) => {
    bench.keys.push({ key: e.key, t0: e.timeStamp, inputStart: null, inputEnd: null, inputPainted: null, painted: null, lastMutation: null });
  }, true);
  addEventListener('input', () => {
    const k = bench.keys[bench.keys.length - 1];
    if (k && k.inputStart === null) k.inputStart = performance.now();
  }, true);
  addEventListener('input', () => {
    const k = bench.keys[bench.keys.length - 1];
    if (!k || k.inputEnd !== null) return;
    k.inputEnd = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { k.inputPainted = performance.now(); };
      channel.port2.postMessage(0);
    });
  }, false);
})();`;

/**
 * Watches the feed page (rows, search field, status line) from now on: after each change, the task queued from
 * the next animation frame marks the current key's results as painted. Covers results rendered after the
 * input event's own frame too (deferred or scheduled rendering).
 */
export const WATCH_FEED = `(() => {
  const bench = window.__bench;
  const root = document.querySelector('[role="feed"]').parentElement;
  let token = 0;
  new MutationObserver(() => {
    const k = bench.keys[bench.keys.length - 1];
    if (!k) return;
    k.lastMutation = performance.now();
    const mine = ++token;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { if (mine === token) k.painted = performance.now(); };
      channel.port2.postMessage(0);
    });
  }).observe(root, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Scrolls to the end of the page once; resolves to the number of feed rows loaded, read as the position of the
 * last row rendered (a long feed is windowed: at the bottom, the last row rendered is the last one loaded).
 */
export const SCROLL_TO_END = `(() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  const rows = document.querySelectorAll('[role="feed"] article');
  const last = rows[rows.length - 1];
  return last ? Number(last.getAttribute('aria-posinset')) : 0;
})()`;

export const KEY_COUNT = `window.__bench.keys.length`;
/** The last key's input has painted, and the feed page has been quiet (no DOM change) for 150 ms since its last painted change. */
export const LAST_KEY_SETTLED = `(() => {
  const k = window.__bench.keys[window.__bench.keys.length - 1];
  if (!k || k.inputPainted === null) return false;
  const last = k.lastMutation === null ? k.inputPainted : k.lastMutation;
  return performance.now() - last > 150 && (k.lastMutation === null || (k.painted !== null && k.painted >= k.lastMutation));
})()`;
export const KEYS = `window.__bench.keys`;
export const EVENTS = `window.__bench.events`;
export const EVENT_COUNT = `window.__bench.events.length`;
