import { afterFrames, expect, feed, rows, test } from './fixtures';

function feedData(body: string | null): { filterCategory?: string | null; lastDocId?: string | null } {
  return body ? ((JSON.parse(body) as { data: { filterCategory?: string | null; lastDocId?: string | null } }).data ?? {}) : {};
}

test.describe('feed screens', () => {
  test('the top feed loads 40 posts, highest rank first, with footer and no marketing header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Top posts' })).toBeVisible();
    await expect(rows(page)).toHaveCount(40);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
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
    // Rows show at most five tags, so a row without 'wins' in view must be one whose tags were cut at five.
    const tags = await rows(page).evaluateAll((articles) => articles.map((a) => [...a.querySelectorAll('.tag')].map((t) => t.textContent)));
    expect(tags.every((list) => list.includes('wins') || list.length === 5)).toBe(true);
    expect(tags.filter((list) => list.includes('wins')).length).toBeGreaterThan(30);
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

  test('scrolling loads every page, without duplicates, until the end', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    const end = page.getByText('You’ve reached the end');
    // Each time the sentinel comes into view exactly one more page of 40 arrives, until all 320 are in.
    for (let loaded = 40; loaded < 320; loaded += 40) {
      await expect(end).toHaveCount(0);
      await page.locator('.feed-sentinel').scrollIntoViewIfNeeded();
      await expect(rows(page)).toHaveCount(loaded + 40);
    }
    await expect(end).toBeVisible();
    const ids = await rows(page).evaluateAll((articles) => articles.map((a) => a.querySelector('.talk-title a')?.getAttribute('href')));
    expect(ids).toHaveLength(320);
    expect(new Set(ids).size).toBe(320);
  });

  test('infinite scroll is off while searching', async ({ page }) => {
    const cursors: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/getPplTalkMessagesEurW') && feedData(r.postData()).lastDocId) cursors.push(feedData(r.postData()).lastDocId);
    });
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
});
