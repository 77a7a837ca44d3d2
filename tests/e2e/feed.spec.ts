import { afterFrames, expect, FEED_FUNCTION, feed, holdCode, rows, scrollAtRest, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

function feedData(body: string | null): { filterCategory?: string | null; lastDocId?: string | null } {
  return body ? ((JSON.parse(body) as { data: { filterCategory?: string | null; lastDocId?: string | null } }).data ?? {}) : {};
}

/** The cursors (lastDocId) of the feed requests for a next page, as the page makes them. */
function pageCursors(page: Page): unknown[] {
  const cursors: unknown[] = [];
  page.on('request', (r) => {
    const cursor = r.url().endsWith('/getPplTalkMessagesEurW') ? feedData(r.postData()).lastDocId : null;
    if (cursor) cursors.push(cursor);
  });
  return cursors;
}

/** The position of the feed row that holds the focus (the row itself or something in it), or null. */
function rowWithFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? null);
}

/** The lowest position of the rows drawn, leaving out `kept` (a row kept drawn because it has the focus); 0 when none is. */
function firstRowDrawnBesides(page: Page, kept: number): Promise<number> {
  return page.evaluate((keptPosition) => {
    const drawn = [...document.querySelectorAll('[role=feed] article')]
      .map((row) => Number(row.getAttribute('aria-posinset')))
      .filter((position) => position !== keptPosition);
    return drawn.length > 0 ? Math.min(...drawn) : 0;
  }, kept);
}

/** Opens the top feed and scrolls until 120 rows have loaded (a windowed list), then back to the top. */
async function openWindowedFeed(page: Page): Promise<void> {
  await page.goto('/');
  await expect(rows(page)).toHaveCount(40);
  while ((await page.locator('article[aria-posinset="120"]').count()) === 0) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await afterFrames(page);
  }
  await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterFrames(page);
}

test.describe('feed screens', () => {
  test('the top feed loads 40 posts, highest rank first, with footer and no marketing header', async ({ page }) => {
    const pages: unknown[] = [];
    page.on('request', (r) => void (r.url().endsWith('/getPplTalkMessagesEurW') && pages.push(feedData(r.postData()).lastDocId)));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Top posts' })).toBeVisible();
    await expect(rows(page)).toHaveCount(40);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    // One page only: the infinite-scroll sentinel, below 40 rows, never looked in view while they rendered.
    await afterFrames(page);
    await page.waitForTimeout(300);
    expect(pages).toEqual([null]);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    const first = rows(page).first();
    await expect(first.getByRole('link').first()).toHaveText(/^@/);
    await expect(first.getByRole('list', { name: 'Categories' }).getByRole('listitem').first()).toBeVisible();
    await expect(first).toContainText(/likes/);
    await expect(first).toContainText(/replies/);
  });

  test('/new lists newest first with relative times, and /discussed loads', async ({ page }) => {
    // The seed's newest posts are seconds old when the stack starts; pin the page's clock just after them.
    const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', { data: { data: { sortMode: 'new', limit: 1 } } });
    const newest = ((await res.json()) as { result: { messages: { timestamp: unknown }[] } }).result.messages[0]?.timestamp;
    await page.goto('/about');
    const newestMs = await page.evaluate((t) => {
      const v = t as number | string | { seconds?: number; _seconds?: number };
      return typeof v === 'object' ? (v.seconds ?? v._seconds ?? 0) * 1000 : new Date(v).getTime();
    }, newest);
    await page.clock.setFixedTime(newestMs + 20_000);
    await page.goto('/new');
    await expect(rows(page)).toHaveCount(40);
    const times = await rows(page)
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect(rows(page).first().locator('time')).toHaveText('just now');
    await expect(
      feed(page)
        .getByText(/^\d+m ago$/)
        .first(),
    ).toBeVisible();
    await page.goto('/discussed');
    await expect(page.getByRole('heading', { level: 1, name: 'Most discussed' })).toBeVisible();
    await expect(rows(page)).toHaveCount(40);
  });

  test('shows at most five tags per row, and the date once a post is over a day old', async ({ page }) => {
    await page.goto('/new');
    await expect(rows(page)).toHaveCount(40);
    const tagCounts = await rows(page).evaluateAll((articles) => articles.map((a) => a.querySelectorAll('.tag').length));
    expect(Math.max(...tagCounts)).toBeLessThanOrEqual(5);
    const old = rows(page)
      .filter({ hasText: /\d+d ago/ })
      .first();
    await expect(old).toContainText(/\d+d ago · \w{3} \d{1,2}, \d{4}/);
  });

  test('on a phone each chip reached with Tab shows whole in the row that scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const chips = page.getByRole('group', { name: 'Categories' });
    const row = (await chips.boundingBox())!;
    await chips.getByRole('button', { name: 'all' }).focus();
    for (let i = 1; i < 13; i++) {
      await page.keyboard.press('Tab');
      const chip = (await page.locator(':focus').boundingBox())!;
      expect(chip.x).toBeGreaterThanOrEqual(row.x);
      expect(chip.x + chip.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    }
  });

  test('a category chip filters, and choosing it again clears it', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips.getByRole('button')).toHaveCount(13);
    const wins = chips.getByRole('button', { name: 'wins', exact: true });
    const filtered = page.waitForRequest(
      (r) => r.url().endsWith('/getPplTalkMessagesEurW') && feedData(r.postData()).filterCategory === 'wins',
    );
    await wins.click();
    await filtered;
    await expect(wins).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page).first()).toBeVisible();
    // Rows show at most five tags; every row the filter found shows 'wins', first, even a post with more than five
    // (polled: the unfiltered rows may still be on screen for a moment).
    const tags = () => rows(page).evaluateAll((articles) => articles.map((a) => [...a.querySelectorAll('.tag')].map((t) => t.textContent)));
    await expect.poll(async () => (await tags()).every((list) => list[0] === 'wins' && list.length <= 5)).toBe(true);
    expect((await tags()).length).toBeGreaterThan(0);
    await wins.click();
    await expect(wins).toHaveAttribute('aria-pressed', 'false');
    await expect(chips.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page)).toHaveCount(40);
  });

  test('search filters loaded posts, shows the empty state, and clears', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await expect(search).toHaveAttribute('placeholder', 'Search categories, users, or content...');
    const handle = (await rows(page).first().getByRole('link').first().textContent()) ?? '';
    await search.fill(handle.slice(1).toUpperCase());
    await expect(rows(page).first()).toContainText(handle);
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(40);
    await search.fill('zzz no such words anywhere');
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No search results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(rows(page)).toHaveCount(40);
  });

  test('reloaded deep in the feed, the page starts at its top, not where its first page ends', async ({ page }) => {
    await page.goto('/new');
    await expect(rows(page)).toHaveCount(40);
    await page.mouse.wheel(0, 30_000);
    await expect(rows(page)).toHaveCount(80);
    await page.mouse.wheel(0, 30_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(8_000);
    await scrollAtRest(page);
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(rows(page).first()).toBeInViewport();
  });

  test('back from a post, the feed has the chip, the search and the rows the reader left', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const wins = page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'wins', exact: true });
    await wins.click();
    await expect(wins).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await rows(page).first().locator('.tag').first().textContent()) === 'wins').toBe(true);
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    const word = ((await rows(page).first().locator('.talk-title').textContent()) ?? '').split(' ')[0] ?? '';
    await search.fill(word);
    const titles = () => rows(page).locator('.talk-title').allTextContents();
    await expect.poll(async () => (await titles()).every((title) => title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const left = await titles();
    await rows(page).first().locator('.talk-title a').click();
    await expect(page).toHaveURL(/\/talk\//);
    await page.goBack();
    await expect(wins).toHaveAttribute('aria-pressed', 'true');
    await expect(search).toHaveValue(word);
    expect(await titles()).toEqual(left);
  });

  test('back from a post opened from a filtered feed, the page is where the reader left it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const wins = page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'wins', exact: true });
    await wins.click();
    await expect.poll(async () => (await rows(page).first().locator('.tag').first().textContent()) === 'wins').toBe(true);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await afterFrames(page);
    const left = await page.evaluate(() => window.scrollY);
    // A row on the screen (clicking one off it would scroll the page to it first).
    const onScreen = await page
      .locator('.talk-title a')
      .evaluateAll((links) =>
        links.findIndex((link) => link.getBoundingClientRect().top > 100 && link.getBoundingClientRect().bottom < innerHeight - 100),
      );
    const opened = page.locator('.talk-title a').nth(onScreen);
    const title = await opened.textContent();
    await opened.click();
    await expect(page).toHaveURL(/\/talk\//);
    await page.goBack();
    await expect(wins).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(
      page
        .locator('.talk-title')
        .filter({ hasText: title ?? '' })
        .first(),
    ).toBeInViewport();
    // The focus is back on the link that was followed, so Tab goes on from there.
    await expect(
      page
        .locator('.talk-title a')
        .filter({ hasText: title ?? '' })
        .first(),
    ).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('scrolling loads every page, without duplicates, until the end', async ({ page }) => {
    // Eight pages, then 320 rows read a screen at a time (about 70 round trips): 15-30 s on a busy CI machine.
    test.slow();
    const pages: unknown[] = [];
    page.on('request', (r) => void (r.url().endsWith('/getPplTalkMessagesEurW') && pages.push(feedData(r.postData()).lastDocId)));
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const end = page.getByText('You’ve reached the end');
    // Each time the sentinel comes into view exactly one more page of 40 is asked for, until all 320 are in.
    for (let loaded = 40; loaded < 320; loaded += 40) {
      await expect(end).toHaveCount(0);
      // The sentinel is watched once the page's rows are all drawn, as a reader reaches it then.
      await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
      await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
      await expect.poll(() => pages.length).toBe(loaded / 40 + 1);
      await expect(page.getByText('Loading more posts…')).toHaveCount(0);
    }
    await expect(end).toBeVisible();
    expect(new Set(pages).size).toBe(8);
    // At the bottom, the last row is the 320th of 320.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows(page).last()).toHaveAttribute('aria-posinset', '320');
    await expect(rows(page).last()).toHaveAttribute('aria-setsize', '320');
    // 320 rows are past the windowing threshold: only those near the viewport are in the DOM.
    expect(await rows(page).count()).toBeLessThan(100);
    // Read the feed top to bottom a screen at a time: positions 1 to 320 each show one post, all different.
    const seen = new Map<number, string>();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let atEnd = false; !atEnd;) {
      await afterFrames(page);
      const shown = await rows(page).evaluateAll((articles) =>
        articles.map(
          (a) => [Number(a.getAttribute('aria-posinset')), a.querySelector('.talk-title a')?.getAttribute('href') ?? ''] as const,
        ),
      );
      for (const [position, href] of shown) {
        expect(seen.get(position) ?? href, `row ${position}`).toBe(href);
        seen.set(position, href);
      }
      atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight);
        return window.scrollY === before;
      });
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 320 }, (_, i) => i + 1));
    expect(new Set(seen.values()).size).toBe(320);
    expect(pages).toHaveLength(8);
  });

  test('a long feed searches every loaded post, and coming back from a post deep in it, or its last, lands on that post', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const end = page.getByText('You’ve reached the end');
    while ((await end.count()) === 0) {
      await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
      await afterFrames(page);
    }
    // Up from the bottom a screen at a time until the 300th row is rendered.
    const row300 = page.locator('article[aria-posinset="300"]');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    while ((await row300.count()) === 0) {
      await page.evaluate(() => window.scrollBy(0, -window.innerHeight));
      await afterFrames(page);
    }
    const title = (await row300.locator('.talk-title a').textContent()) ?? '';
    const href = (await row300.locator('.talk-title a').getAttribute('href')) ?? '';

    // Back at the top, the 300th post is not in the DOM, yet search finds it among the loaded posts.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('article[aria-posinset="300"]')).toHaveCount(0);
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill(title);
    await expect(rows(page).filter({ hasText: title }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rows(page).first()).toHaveAttribute('aria-posinset', '1');

    // Open the 300th post from its place in the feed, and come back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    while ((await row300.count()) === 0) {
      await page.evaluate(() => window.scrollBy(0, -window.innerHeight));
      await afterFrames(page);
    }
    await row300.scrollIntoViewIfNeeded();
    await row300.locator('.talk-title a').click();
    await expect(page).toHaveURL(href);
    await page.goBack();
    await expect(row300).toBeInViewport();

    // The last post, opened from the foot of the page: coming back, the page is as tall as it was when it is placed,
    // so the place is not cut short to the foot of a shorter page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator('article[aria-posinset="320"]');
    await expect(last).toBeInViewport();
    const lastHref = (await last.locator('.talk-title a').getAttribute('href')) ?? '';
    await last.locator('.talk-title a').click();
    await expect(page).toHaveURL(lastHref);
    await page.goBack();
    await expect(last).toBeInViewport();
  });

  test('the page stays where the reader scrolled while the windowing library loaded', async ({ page }) => {
    const { release, asked } = await holdCode(page, /\/assets\/windowing-[\w-]+\.js$/);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    // The library is asked for once the first rows have painted; the reader scrolls before it arrives.
    await expect.poll(() => asked.length).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await scrollAtRest(page);
    const arrived = page.waitForResponse(/\/assets\/windowing-[\w-]+\.js$/);
    release();
    await arrived;
    // Its ResizeObserver measures the rows drawn above the viewport in the frames after.
    for (let frames = 0; frames < 3; frames++) await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
  });

  test('a row that has focus keeps it when the feed grows long enough to be windowed', async ({ page }) => {
    const cursors = pageCursors(page);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    // A plain scroll to the bottom: Playwright's scrollIntoViewIfNeeded would follow the sentinel down page by page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows(page)).toHaveCount(80);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    // A keyboard reader moves to the last of 80 rows (focus scrolls it into view, and with it the end of the list):
    // the next page comes in while the row has focus.
    const link = page.locator('article[aria-posinset="80"] .talk-title a');
    await link.focus();
    await expect.poll(() => cursors.length).toBe(2);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    // 120 rows, past the point where the feed renders only the rows near the viewport: the first rows are gone.
    await expect(page.locator('article[aria-posinset="1"]')).toHaveCount(0);
    await afterFrames(page);
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    expect(cursors).toHaveLength(2);
  });

  test('in a windowed feed, the row that has focus stays in its place when End or Home takes the window away from it', async ({ page }) => {
    await openWindowedFeed(page);
    // Read in one step: the box and the scroll offset of the same frame, even while End's scroll is still landing.
    const pageTop = (position: number) =>
      page.locator(`article[aria-posinset="${position}"]`).evaluate((row) => row.getBoundingClientRect().top + window.scrollY);

    const first = page.locator('article[aria-posinset="1"] .talk-title a');
    const firstTop = await pageTop(1);
    await first.focus();
    // End scrolls the page to its foot: the window follows it, and the focused row stays where it was on the page.
    await page.keyboard.press('End');
    await scrollAtRest(page);
    await expect(page.locator('article[aria-posinset="2"]')).toHaveCount(0);
    await expect(first).toBeFocused();
    expect(await pageTop(1)).toBeCloseTo(firstTop, 0);
    // Home brings it back into view, still focused, with the rows around it.
    await page.keyboard.press('Home');
    await scrollAtRest(page);
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await expect(page.locator('article[aria-posinset="2"]')).toHaveCount(1);
    expect(await pageTop(1)).toBeCloseTo(firstTop, 0);

    // Kept above the window, Tab goes on into the rows on screen (once the window has followed the page to its foot).
    await page.keyboard.press('End');
    await scrollAtRest(page);
    await expect.poll(() => firstRowDrawnBesides(page, 1)).toBeGreaterThan(100);
    await afterFrames(page);
    await page.keyboard.press('Tab');
    expect(Number(await rowWithFocus(page))).toBeGreaterThan(100);
    // Kept below the window (the last row, then Home), Tab goes on past the feed: never to the document.
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    // Found, measured and focused in one go: the window may still be moving after the Tab above.
    const { lastPosition, lastTop } = await page.evaluate(() => {
      const row = [...document.querySelectorAll('[role=feed] article')].at(-1)!;
      row.querySelector<HTMLElement>('.talk-title a')!.focus();
      return { lastPosition: Number(row.getAttribute('aria-posinset')), lastTop: row.getBoundingClientRect().y + window.scrollY };
    });
    const last = page.locator(`article[aria-posinset="${lastPosition}"] .talk-title a`);
    await page.keyboard.press('Home');
    await scrollAtRest(page);
    await expect(page.locator(`article[aria-posinset="${lastPosition - 20}"]`)).toHaveCount(0);
    await expect(last).toBeFocused();
    // Below the rows drawn, where it was (give or take the heights of rows never drawn, which are estimates).
    await expect(last).not.toBeInViewport();
    expect(Math.abs((await pageTop(lastPosition)) - lastTop)).toBeLessThan(100);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('[role=feed]'))).toBe(
      true,
    );
  });

  test('Page Down and Page Up move between posts, Control+End and Control+Home leave the feed (the WAI feed pattern)', async ({
    page,
    devkit,
  }) => {
    const cursors = pageCursors(page);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const focusedRow = () => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset') ?? null);
    // From a link in a post to the next post itself (the article takes the focus; it is no Tab stop).
    await rows(page).first().locator('.talk-title a').focus();
    await page.keyboard.press('PageDown');
    expect(await focusedRow()).toBe('2');
    await expect(rows(page).nth(1)).toBeFocused();
    await expect(rows(page).nth(1)).toBeInViewport({ ratio: 0.99 });
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    expect(await focusedRow()).toBe('4');
    await page.keyboard.press('PageUp');
    expect(await focusedRow()).toBe('3');
    // Tab from a focused post goes on to its links; Shift+Tab from there to the post above (a post is no Tab stop).
    await page.keyboard.press('Tab');
    expect(await rowWithFocus(page)).toBe('3');
    await page.keyboard.press('Shift+Tab');
    expect(await rowWithFocus(page)).toBe('2');
    // Enter on a post opens it, as a click on its row does.
    await page.keyboard.press('PageDown');
    const third = await rows(page).nth(2).locator('.talk-title a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(third ?? 'no link');
    await page.goBack();
    await expect(rows(page)).toHaveCount(40);

    // Page Up from the first post, and Page Down from the last one loaded, keep the key's own action (the page's
    // scroll, which brings the next page): the feed takes neither.
    await page.evaluate(() =>
      document.addEventListener('keydown', (event) => (document.body.dataset.taken = String(event.defaultPrevented))),
    );
    const taken = () => page.evaluate(() => document.body.dataset.taken);
    await rows(page).first().focus();
    await page.keyboard.press('PageUp');
    await expect(rows(page).first()).toBeFocused();
    expect(await taken()).toBe('false');
    // The next page is held back, so post 40 is the last one there when Page Down is pressed on it.
    await devkit.faults.add({ target: FEED_FUNCTION, delayMs: 2_000, times: 1 });
    await rows(page).nth(39).focus();
    await page.keyboard.press('PageDown');
    await expect(rows(page).nth(39)).toBeFocused();
    expect(await taken()).toBe('false');
    // Once it has come, Page Down goes on into it.
    await expect(rows(page)).toHaveCount(80);
    await page.keyboard.press('PageDown');
    await expect(rows(page).nth(40)).toBeFocused();
    expect(await taken()).toBe('true');

    // Out of the feed: to the last control before it (the last category chip), and to the first link after it.
    await rows(page).nth(2).focus();
    await page.keyboard.press('Control+Home');
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button').last()).toBeFocused();
    await rows(page).nth(5).focus();
    const pagesAsked = cursors.length;
    await page.keyboard.press('Control+End');
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await expect(footerLink).toBeFocused();
    // The sentinel under the posts is in view, which would load the next page, and yet none loads above the footer to
    // push the focused link away (the intersection reaches the page within two frames; a load shows at the next render).
    await scrollAtRest(page);
    await expect(page.locator('.feed-sentinel')).toBeInViewport();
    await afterFrames(page);
    await afterFrames(page);
    expect(cursors).toHaveLength(pagesAsked);
    await expect(page.getByText('Loading more posts…')).toHaveCount(0);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    await expect(footerLink).toBeInViewport();
    // Back in the feed at its foot, the next page is asked for as it would be after a scroll.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => cursors.length).toBe(pagesAsked + 1);
  });

  test('a footer link the pointer focused does not hold the next page', async ({ page, devkit }) => {
    const cursors = pageCursors(page);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    // The page that reaching the footer asks for comes late, so the link stays put under the pointer meanwhile.
    await devkit.faults.add({ target: FEED_FUNCTION, delayMs: 2_000, times: 1 });
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    // Clicked, and kept on this page (as a link that opens a new tab is): the link has the focus the pointer gave it.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }));
    await footerLink.click();
    await expect(footerLink).toBeFocused();
    await expect(page).toHaveURL('/');
    await expect.poll(() => cursors.length).toBe(1);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
    await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cursors.length).toBe(2);
  });

  test('in a windowed feed, Page Down renders and focuses the next post wherever the window is', async ({ page }) => {
    await openWindowedFeed(page);
    const post = (position: number) => page.locator(`article[aria-posinset="${position}"]`);
    await post(1).focus();
    // A scroll to the foot leaves post 1 kept above the window and post 2 out of the DOM: Page Down brings post 2 back,
    // focused. (The scroll loads the next page: the test waits for the page to come and be drawn.)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Still: the same scroll position, rows and busy state a moment apart (the scroll's load has come in, or none began).
    let last = '';
    await expect
      .poll(async () => {
        const now = await page.evaluate(
          () => `${scrollY} ${document.querySelectorAll('article').length} ${document.querySelector('[role=feed]')?.ariaBusy}`,
        );
        const still = now === last && now.endsWith('false');
        last = now;
        return still;
      })
      .toBe(true);
    await afterFrames(page);
    await expect(post(2)).toHaveCount(0);
    await page.keyboard.press('PageDown');
    await expect(post(2)).toBeFocused();
    // Whole, to a fraction of a pixel (the page scrolls by whole pixels; rows are laid out in fractions).
    await expect(post(2)).toBeInViewport({ ratio: 0.99 });
    await afterFrames(page);
    // The window follows: the rows around post 2 are drawn, and the page still reads on from it.
    await expect(post(3)).toBeInViewport();
    await page.keyboard.press('PageUp');
    await expect(post(1)).toBeFocused();
    await expect(post(1)).toBeInViewport({ ratio: 0.99 });
  });

  test('on a phone, what the keyboard moves to in the feed is not left under the sticky bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const bar = (await page.locator('.mobile-bar').boundingBox())!;
    const barEnd = bar.y + bar.height;
    /** Scrolls the page so that `element`'s top is 10 px above the bar's lower edge: behind the bar. */
    const tuckUnderBar = (element: Locator) =>
      element.evaluate((node, end) => window.scrollBy(0, node.getBoundingClientRect().top - (end - 10)), barEnd);
    const top = async (element: Locator) => (await element.boundingBox())?.y ?? NaN;

    await rows(page).nth(5).focus();
    await tuckUnderBar(rows(page).nth(4));
    expect(await top(rows(page).nth(4))).toBeLessThan(barEnd);
    await page.keyboard.press('PageUp');
    await expect(rows(page).nth(4)).toBeFocused();
    expect(await top(rows(page).nth(4))).toBeGreaterThanOrEqual(barEnd);
    // Shift+Tab back to the title of the post above does the same.
    const title = rows(page).nth(3).locator('.talk-title a');
    await tuckUnderBar(title);
    await page.keyboard.press('Shift+Tab');
    await expect(title).toBeFocused();
    expect(await top(title)).toBeGreaterThanOrEqual(barEnd);
  });

  test('infinite scroll is off while searching', async ({ page }) => {
    const cursors = pageCursors(page);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('a');
    await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
    // The sentinel's intersection reaches the page within two frames; a load it started would show below.
    await afterFrames(page);
    expect(cursors).toEqual([]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
    // Had the scroll while searching loaded a page, this scroll would load a third: 120 rows, two cursors.
    await expect(rows(page)).toHaveCount(80);
    expect(cursors).toHaveLength(1);
  });

  test('clicking a row opens its canonical post route', async ({ page }) => {
    await page.goto('/');
    const first = rows(page).first();
    const href = await first.locator('.talk-title a').getAttribute('href');
    expect(href).toMatch(/^\/talk\/[A-Za-z0-9]{20,}-[\p{L}\p{N}-]+$/u);
    // The title link stretches over the row, so a click on the row body lands on it.
    await first.click();
    await expect(page).toHaveURL(href ?? '');
  });

  test('clicking a handle opens the author route', async ({ page }) => {
    await page.goto('/');
    const handle = rows(page).first().getByRole('link').first();
    const text = (await handle.textContent()) ?? '';
    await handle.click();
    await expect(page).toHaveURL(`/user/${encodeURIComponent(text.slice(1))}`);
  });

  test('the new page takes the focus a link took with it: its heading, unringed after a click; the sidebar keeps its own', async ({
    page,
  }) => {
    await page.goto('/');
    const title = rows(page).first().locator('.talk-title a');
    const name = (await title.textContent()) ?? '';
    // By keyboard: the row's link goes with the feed, and the post's heading is where the reader reads on (the page
    // while the post loads, then its heading).
    await title.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => h.matches(':focus-visible'))).toBe(true);
    // Tab goes on from there, into the post, not from the top of the document (the skip link).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // Back, the focus returns to the link that was followed.
    await page.goBack();
    await expect(title).toBeFocused();
    // By mouse: the same, with no focus ring drawn round a heading nobody tabbed to.
    await rows(page).nth(1).click();
    await expect(page).toHaveURL(/\/talk\//);
    const second = page.getByRole('heading', { level: 1 });
    await expect(second).toBeFocused();
    expect(await second.evaluate((h) => h.matches(':focus-visible'))).toBe(false);
    // A link that stays on the page (the sidebar's) keeps the focus.
    await page.goto('/');
    const newPosts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New', exact: true });
    await newPosts.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/new');
    await expect(newPosts).toBeFocused();
  });
});
