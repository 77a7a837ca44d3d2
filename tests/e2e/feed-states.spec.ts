import { delayScreenCode, expect, expectDrawerKeepsFocus, FEED_FUNCTION, feed, rows, test, watchForText } from './fixtures';

// Backend answers are shaped by dev kit faults in the test's own session (the devkit fixture), never by page.route.
test.describe('feed states', () => {
  test('a server error shows its message and, for visitors, the login button', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FEED_FUNCTION, status: 'INTERNAL', message: 'boom' });
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Server error. Please try again later.');
    await page.getByRole('button', { name: 'Login to view top posts' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('invalid-argument shows the server message', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FEED_FUNCTION, status: 'INVALID_ARGUMENT', message: 'limit must be at most 100' });
    await page.goto('/new');
    // The server's message exactly, without the HTTP status the Functions SDK appends to it.
    await expect(page.getByRole('alert').getByText('Invalid request: limit must be at most 100', { exact: true })).toBeVisible();
  });

  test('any other failure shows the generic message, and Try again recovers', async ({ page, devkit }) => {
    const id = await devkit.faults.add({ target: FEED_FUNCTION, status: 'UNAVAILABLE', message: 'down' });
    await page.goto('/discussed');
    await expect(page.getByRole('alert')).toContainText('Unable to load messages');
    expect(await devkit.faults.clear({ id })).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(40);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('offline, a feed or a post asked for says so instead of loading without end, and loads once the browser is back online', async ({
    page,
    context,
  }) => {
    const offline = page.getByText('You’re offline. Posts will load when you’re back online.');
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New posts' })).toBeVisible();
    await expect(offline).toBeVisible();
    await expect(page.getByText('Loading posts…')).toHaveCount(0);
    await context.setOffline(false);
    await expect(rows(page)).toHaveCount(40);
    await expect(offline).toHaveCount(0);

    // A post too, once the post screen's code is in (offline, a screen never loaded says it could not be shown).
    await rows(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^Replies/ })).toBeVisible();
    await page.goBack();
    await expect(rows(page)).toHaveCount(40);
    await context.setOffline(true);
    const second = rows(page).nth(1).getByRole('heading');
    const title = (await second.textContent()) ?? '';
    await second.getByRole('link').click();
    await expect(page.getByText('You’re offline. The post will load when you’re back online.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('an empty feed says so', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FEED_FUNCTION, result: { success: true, messages: [], hasMore: false, lastMessageId: null } });
    await page.goto('/');
    await expect(page.getByText('No messages yet')).toBeVisible();
    await expect(page.getByText('You’ve reached the end')).toHaveCount(0);
  });

  test('the feed is busy while the first page loads', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FEED_FUNCTION, hang: true, times: 1 });
    await page.goto('/');
    await expect(feed(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Loading posts…')).toBeVisible();
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual([FEED_FUNCTION]);
    await devkit.holds.release();
    await expect(rows(page)).toHaveCount(40);
    await expect(feed(page)).toHaveAttribute('aria-busy', 'false');
  });

  test("asks for the first page while the feed screen's code is still downloading, not once it has rendered", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/${FEED_FUNCTION}`) && sent.push('feed request')));
    // The page's own first call does not wait for the screen's code.
    await delayScreenCode(page, 'feed-page', sent);
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    expect(sent).toEqual(['feed request', 'screen code']);
  });

  test("draws the first page in the first render when it is in before the screen's code, never 'Loading posts…'", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/${FEED_FUNCTION}`) && sent.push('feed request')));
    await delayScreenCode(page, 'feed-page', sent);
    const sawLoading = await watchForText(page, 'Loading posts…');
    await page.goto('/new');
    await expect(rows(page)).toHaveCount(40);
    expect(sent).toEqual(['feed request', 'screen code']);
    expect(await sawLoading()).toBe(false);
    // Rows that came with the page load are the cache's like any others: back to the list draws it at once.
    await rows(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/talk\//);
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBe(40);
  });

  test('a failure scripted for the first call only is shown, from the one call the page made', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FEED_FUNCTION, status: 'UNAVAILABLE', message: 'down', times: 1 });
    const asked: unknown[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/${FEED_FUNCTION}`) && asked.push(r.postDataJSON())));
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Unable to load messages');
    expect(asked).toHaveLength(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(40);
    expect(asked).toHaveLength(2);
  });

  test('hostile content renders as text and never runs', async ({ page }) => {
    await page.goto('/new');
    await expect(rows(page)).toHaveCount(40);
    const scripted = rows(page).filter({ hasText: '<script>window.__xss = true</script> Is my markup safe?' });
    await expect(scripted).toHaveCount(1);
    await expect(scripted).toContainText('<img src=x onerror="window.__xss = true"><b>not bold</b> & friends');
    await expect(scripted.locator('img[src="x"], b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
    await expect(rows(page).filter({ hasText: 'العلاقات الصحية تبدأ بالاستماع' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Feeling 💖🌈✨ after our anniversary 🎉' })).toHaveCount(1);
    const long = rows(page).filter({ hasText: 'A very long story about us' });
    const box = await long.boundingBox();
    expect(box?.height).toBeLessThan(400);
  });
});

test.describe('sidebar', () => {
  test('the people links open the app-required modal with store links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Find people', 'Meet people', 'Connect with']) {
      await nav.getByRole('link', { name }).click();
      const dialog = page.getByRole('dialog', { name: 'Get the app to meet people' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Finding, meeting and connecting with people needs the mobile app.');
      await expect(dialog.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
      await expect(dialog.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/');
    }
  });

  test('has posts, ai and ppl sections, a user chip and a login item', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of ['posts', 'ai', 'ppl']) await expect(nav.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(nav.getByText('@guest')).toBeVisible();
    await nav.getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL('/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New posts' })).toBeVisible();
    await nav.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('collapses on desktop', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = nav.getByRole('link', { name: 'New' });
    // Hidden from sight, a label keeps a 1 px box (so it still names its link): its width tells.
    const labelWidth = async () => (await link.getByText('New').boundingBox())?.width ?? 0;
    expect(await labelWidth()).toBeGreaterThan(10);
    await toggle.click();
    // A rail of icons: each entry keeps its name (and shows it on hover), its label hidden from sight.
    await expect.poll(labelWidth).toBeLessThanOrEqual(1);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', 'New');
    expect((await nav.boundingBox())?.width).toBeLessThanOrEqual(64);
    await link.click();
    await expect(page).toHaveURL('/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New posts' })).toBeVisible();
    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(labelWidth).toBeGreaterThan(10);
    await expect(link).not.toHaveAttribute('title');
  });

  test('is a slide-in menu on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Discussed' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Discussed' })).toBeVisible();
    await nav.getByRole('link', { name: 'Discussed' }).click();
    await expect(page).toHaveURL('/discussed');
    await expect(nav.getByRole('link', { name: 'Discussed' })).toBeHidden();
  });

  test('the mobile menu takes the focus and gives it back, and gives way to the people modal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    // The screen, and the skip link and footer around it: a screen reader's cursor reaches none of them either.
    await expectDrawerKeepsFocus(page, menu, page.getByRole('button', { name: 'Close menu' }), [
      page.locator('main'),
      page.locator('.skip-link'),
      page.locator('footer.site-footer'),
    ]);
    // The scrim beside the menu still closes it on a tap.
    await menu.click();
    await page.mouse.click(380, 420);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);

    await menu.click();
    await nav.getByRole('link', { name: 'Find people' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Not on top of the menu: it closed as the modal opened.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Discussed' })).toBeHidden();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Tab goes round inside the open menu; a window grown past a phone's closes it, and nothing stays inert.
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Main');
    await page.setViewportSize({ width: 1280, height: 900 });
    // The Menu button is not shown on a desktop (nor in the accessibility tree): found by its place in the bar.
    await expect(page.locator('.mobile-bar button[aria-controls]')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test("the phone's back button with the menu open closes it and leaves nothing inert", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New' }).click();
    await expect(page).toHaveURL('/new');
    await menu.click();
    await expect(page.locator('footer.site-footer')).toHaveAttribute('inert', '');

    await page.goBack();

    await expect(page).toHaveURL('/');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[inert]')).toHaveCount(0);
  });
});
