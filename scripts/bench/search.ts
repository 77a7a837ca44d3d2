import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from 'playwright-core';
import { searchMessages } from '../../src/domain/search';
import { WINDOW_FROM } from '../../src/features/feed/use-row-window';
import { TalkStore } from '../../mock-server/talk-store';
import { chromiumPath } from '../chromium';
import { BENCH_CHROMIUM_ARGS, hostsOf, leavesLoopback } from './offline';
import {
  EVENT_COUNT,
  EVENTS,
  INSTRUMENT,
  KEY_COUNT,
  KEYS,
  LAST_KEY_SETTLED,
  SCROLL_TO_END,
  WATCH_FEED,
  type EventRecord,
  type KeyRecord,
} from './search-page';
import { bigTalkSeed } from './seed';
import type { BenchStack } from './stack';
import { median, quantile } from './stats';
import type { Row } from './table';

const SEEDED = 10_000;
const INP_ROWS = 2_000;
const SEARCH_ROWS = 5_000;
/** What people look for in the seeded community: a topic, a word, a name, a prefix. */
const QUERIES = ['friend', 'boundaries', 'sister', 'maya', 'grat'];
const CMD = 'npm run bench -- --only search';
const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
const fmt = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : 'n/a');

interface Keystroke {
  latency: number;
  js: number;
  /** Whether the key changed the feed's rows or status (not only the search field). */
  changedRows: boolean;
}

/** Loads feed pages the way a reader does, by scrolling to the end, until `target` rows are on the page. */
async function scrollUntil(page: Page, target: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  let rows = 0;
  let lastLog = 0;
  let lastGrowth = Date.now();
  while (rows < target) {
    const now = await page.evaluate<number>(SCROLL_TO_END);
    if (now > rows) lastGrowth = Date.now();
    rows = now;
    if (Date.now() - lastGrowth > 30_000) throw new Error(`the feed stopped growing at ${rows} rows`);
    if (rows - lastLog >= 500) {
      log(`    ${rows} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      lastLog = rows;
    }
    await page.waitForTimeout(100);
  }
  return rows;
}

/** Types each query a key at a time into the focused field and deletes it with Backspace, each key once the last has settled. */
async function typeAndDelete(page: Page, queries: readonly string[], keyTimeoutMs: number): Promise<void> {
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await page.waitForFunction(LAST_KEY_SETTLED, null, { polling: 50, timeout: keyTimeoutMs });
  };
  for (const query of queries) {
    for (const char of query) await press(char);
    for (let i = 0; i < query.length; i++) await press('Backspace');
  }
}

/** Types each query a key at a time and deletes it with Backspace, each key once the previous one has painted. */
async function typeQueries(
  page: Page,
  queries: readonly string[],
): Promise<{ keys: Keystroke[]; inp: number; interactions: number; entries: number }> {
  const box = page.getByRole('searchbox', { name: 'Search posts' });
  await box.click();
  await page.evaluate(WATCH_FEED);
  await page.waitForTimeout(500);
  const firstKey = await page.evaluate<number>(KEY_COUNT);
  const firstEvent = await page.evaluate<number>(EVENT_COUNT);
  await typeAndDelete(page, queries, 60_000);
  await page.waitForTimeout(500);
  const records = (await page.evaluate<KeyRecord[]>(KEYS)).slice(firstKey);
  const keys = records.map((k) => ({
    latency: Math.max(k.inputPainted ?? NaN, k.painted ?? -Infinity) - k.t0,
    js: k.inputEnd !== null && k.inputStart !== null ? k.inputEnd - k.inputStart : NaN,
    changedRows: k.lastMutation !== null,
  }));
  // INP as Chromium defines it: an interaction's latency is its longest event; the worst one counts, except
  // that one highest is left out per 50 interactions.
  const events = (await page.evaluate<EventRecord[]>(EVENTS))
    .slice(firstEvent)
    .filter((e) => e.interactionId > 0 && KEY_EVENTS.has(e.name));
  const byInteraction = new Map<number, number>();
  for (const e of events) byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
  const worst = [...byInteraction.values()].sort((a, b) => b - a);
  const inp = worst[Math.min(worst.length - 1, Math.floor(records.length / 50))] ?? 0;
  return { keys, inp, interactions: byInteraction.size, entries: events.length };
}

/**
 * Keystroke → painted on a bare page (a search field whose input event sets one paragraph's text), timed as the feed's
 * keys are: what the browser itself takes to put a key on screen, the floor of the feed's figure.
 */
async function bareFloor(browser: Browser, rounds: number): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.setContent(
      '<input type="search" aria-label="Search"><p id="out"></p>' +
        '<script>document.querySelector("input").addEventListener("input", (e) => { out.textContent = e.target.value; });</script>',
    );
    await page.evaluate(INSTRUMENT);
    await page.getByRole('searchbox', { name: 'Search' }).click();
    for (let round = 0; round < rounds; round++) await typeAndDelete(page, QUERIES, 10_000);
    return (await page.evaluate<KeyRecord[]>(KEYS)).map((k) => (k.inputPainted ?? NaN) - k.t0).filter(Number.isFinite);
  } finally {
    await page.close();
  }
}

/**
 * searchMessages alone in Node over the same posts, each prefix of each query typed in turn (each narrows the one
 * before, as a reader's keys do), for reference. Each round searches a list of its own, as if a page had arrived
 * since: searchMessages keeps recent results per list, which would otherwise answer every later round at once.
 */
function searchInNode(count: number): number[] {
  const messages = bigTalkSeed(count, new Date()).messages;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const list = [...messages];
    for (const query of QUERIES)
      for (let i = 1; i <= query.length; i++) {
        const t = performance.now();
        searchMessages(list, query.slice(0, i));
        times.push(performance.now() - t);
      }
  }
  return times;
}

/**
 * Search as a reader feels it, in Chromium on the production build: the mock server holds 10,000 posts, the
 * page loads 2,000 and then 5,000 of them by scrolling (pages of 40, as the app asks), and each keystroke of a
 * few queries, typed and deleted again, is timed from keydown to the painted frame; Event Timing gives INP.
 */
export async function measureSearch(
  stack: BenchStack,
  log: (line: string) => void,
  quick: boolean,
): Promise<{ rows: Row[]; notes: string[] }> {
  const queries = quick ? QUERIES.slice(0, 2) : QUERIES;
  const node = searchInNode(SEARCH_ROWS);
  const original = stack.state.talk;
  stack.state.talk = new TalkStore(bigTalkSeed(SEEDED, new Date()));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...BENCH_CHROMIUM_ARGS, ...stack.chromiumArgs] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const external: string[] = [];
    page.on('request', (r) => void (leavesLoopback(r.url()) && external.push(r.url())));
    await page.addInitScript(INSTRUMENT);
    await page.goto(stack.url + '/');
    await page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });

    log(`  loading ${INP_ROWS} rows by scrolling…`);
    let started = Date.now();
    const rowsA = await scrollUntil(page, INP_ROWS, log);
    const loadA = (Date.now() - started) / 1000;
    const atInp = await typeQueries(page, queries);
    log(`  ${rowsA} rows: INP ${fmt(atInp.inp)}, keystroke → paint median ${fmt(median(atInp.keys.map((k) => k.latency)))}`);

    log(`  loading ${SEARCH_ROWS} rows by scrolling…`);
    started = Date.now();
    const rowsB = await scrollUntil(page, SEARCH_ROWS, log);
    const loadB = (Date.now() - started) / 1000;
    const atSearch = await typeQueries(page, queries);
    const latency = atSearch.keys.map((k) => k.latency);
    const js = atSearch.keys.map((k) => k.js);
    const changing = atSearch.keys.filter((k) => k.changedRows).map((k) => k.latency);
    const floor = await bareFloor(browser, quick ? 1 : 2);
    log(`  ${rowsB} rows: keystroke → paint median ${fmt(median(latency))}, p95 ${fmt(quantile(latency, 0.95))}; INP ${fmt(atSearch.inp)}`);
    const inpShown = (r: typeof atInp) => (r.entries === 0 ? '< 16 ms (no event reached 16 ms)' : fmt(r.inp));

    const rows: Row[] = [
      {
        figure: 'Search per keystroke, keystroke → results painted',
        subject: `${rowsB} posts loaded`,
        measured: `median ${fmt(median(latency))}, p95 ${fmt(quantile(latency, 0.95))}`,
        goal: 'median ≤ 8 ms',
        met: median(latency) <= 8,
        command: CMD,
      },
      {
        figure: 'Search per keystroke that changes the rows, keystroke → painted',
        subject: `${rowsB} posts loaded`,
        measured: `median ${fmt(median(changing))}, p95 ${fmt(quantile(changing, 0.95))} (${changing.length} of ${latency.length} keys)`,
        goal: '–',
        met: null,
        command: CMD,
      },
      {
        figure: 'Keystroke → painted on a bare page (the floor)',
        subject: 'one field, one paragraph',
        measured: `median ${fmt(median(floor))}, p95 ${fmt(quantile(floor, 0.95))}`,
        goal: '–',
        met: null,
        command: CMD,
      },
      {
        figure: 'Search per keystroke, JS of the input event',
        subject: `${rowsB} posts loaded`,
        measured: `median ${fmt(median(js))}, p95 ${fmt(quantile(js, 0.95))}`,
        goal: '–',
        met: null,
        command: CMD,
      },
      {
        figure: 'Search function alone (Node)',
        subject: `${SEARCH_ROWS} posts`,
        measured: `median ${fmt(median(node))}, p95 ${fmt(quantile(node, 0.95))}`,
        goal: '–',
        met: null,
        command: CMD,
      },
      {
        figure: 'Interaction to next paint while typing',
        subject: `${rowsA} rows loaded`,
        measured: inpShown(atInp),
        goal: '< 100 ms',
        met: atInp.inp < 100,
        command: CMD,
      },
    ];
    const notes = [
      `Search and INP: Chromium (playwright-core, 1280×900, no CPU throttling, so a phone is slower) on the production build; the mock server ` +
        `holds ${SEEDED.toLocaleString('en')} posts from the seed generator for this section, and the page loads them the way a reader does, ` +
        `scrolling to the end so the feed asks for pages of 40: ${rowsA} rows in ${loadA.toFixed(0)} s, then ${rowsB} in ${loadB.toFixed(0)} s more ` +
        `(from ${WINDOW_FROM} rows on, the feed is windowed: only the rows within a screen of the viewport are in the DOM). At each size, ${queries.map((q) => `"${q}"`).join(', ')} are typed a key at a time ` +
        `and deleted with Backspace (${atSearch.keys.length} keystrokes), each key once the page has been quiet for 150 ms after the previous one. ` +
        `Keystroke → results painted: from keydown's event timestamp to a task queued from the animation frame after the last change the key made ` +
        `to the feed's DOM (a MutationObserver on the feed page; the frame after the input event when the rows did not change), so rendering ` +
        `deferred past the input's own frame still counts; the keys that change the rows are also shown alone (the others change only the ` +
        `field: the rows on screen match both ways). JS of the input event: from a window capture listener to a window bubble listener ` +
        `of the input event, i.e. React's onChange, the filter (useMemo over searchMessages) and React's synchronous render and commit of the ` +
        `rows. The floor: a bare page (a search field whose input event writes one paragraph), timed the same way in the same browser ` +
        `(${floor.length} keystrokes). ` +
        `INP: Event Timing entries of the keyboard and input events (PerformanceObserver 'event', 16 ms floor) grouped by interactionId, the worst interaction with one left out per 50 ` +
        `(${atInp.interactions} interactions reached 16 ms at ${rowsA} rows). ` +
        `The other size, for comparison: at ${rowsA} rows keystroke → paint median ${fmt(median(atInp.keys.map((k) => k.latency)))}, ` +
        `p95 ${fmt(
          quantile(
            atInp.keys.map((k) => k.latency),
            0.95,
          ),
        )}; at ${rowsB} rows INP ${inpShown(atSearch)}. ` +
        `Search function alone: searchMessages over ${SEARCH_ROWS} posts in Node, every prefix of the queries typed in turn, 5 rounds, each on a list of its own (recent results are kept per list).` +
        (external.length ? ` Requests refused because they would have left loopback: ${hostsOf(external).join(', ')}.` : ''),
    ];
    return { rows, notes };
  } finally {
    stack.state.talk = original;
    await browser.close();
  }
}
