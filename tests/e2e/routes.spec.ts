import { afterFrames, expect, holdCode, holdServices, test } from './fixtures';

test.describe('routes, header and footer (SPEC 2)', () => {
  // Each route's tab title, header, footer and heading are checked on the walks of every route (screens.spec).
  test('an address with a malformed escape gets the site, which says what it cannot show', async ({ page }) => {
    await page.goto('/talk/%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1, name: 'No message ID provided' })).toBeVisible();
    await page.goto('/user/%zz');
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await page.goto('/about%E0');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the privacy policy links the subscription page', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'email subscription page' }).click();
    await expect(page).toHaveURL('/unsubscribe');
  });

  test('the marketing header has its items and Login, and changes style after 50 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Site' });
    for (const name of ['Home', 'How It Works', 'The Difference', 'Why Tether', 'Download'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    // The header has seen the scroll event for 40 px once two frames have passed.
    await afterFrames(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await nav.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-it-works');
  });

  test('a page opened by its address starts at its top, whatever the page before it in the tab was scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const scrolled = () => page.evaluate(() => window.scrollY);
    const legal = page.getByText('Effective date: September 1, 2025');
    await page.goto('/privacy');
    await expect(legal).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect.poll(scrolled).toBeGreaterThan(250);
    await afterFrames(page);
    // Another address typed into the same tab: a new document, whose first entry the router names as it named this one.
    await page.goto('/terms');
    await expect(legal).toBeVisible();
    expect(await scrolled()).toBe(0);
  });

  test('a reload, and going back to another document of the tab, return each page to where it was left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const scrolled = () => page.evaluate(() => window.scrollY);
    const legal = page.getByText('Effective date: September 1, 2025');
    // An instant scroll (a wheel's is smooth and may still run when the offset is read), once the sticky header has
    // taken its scrolled style: it shrinks without moving the page, so the offset stays exactly where it was put.
    const leaveAt = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
      await afterFrames(page);
      expect(await scrolled()).toBe(y);
      return y;
    };
    await page.goto('/privacy');
    await expect(legal).toBeVisible();
    const privacyAt = await leaveAt(300);
    await page.goto('/terms');
    await expect(legal).toBeVisible();
    const termsAt = await leaveAt(200);
    await page.reload();
    await expect(legal).toBeVisible();
    await expect.poll(scrolled).toBe(termsAt);
    await page.goBack();
    await expect(page).toHaveURL('/privacy');
    await expect(legal).toBeVisible();
    await expect.poll(scrolled).toBe(privacyAt);
  });

  test("a link followed from the footer, or from the phone's menu, takes the focus to the new page's heading", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Site menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'How It Works' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('on a phone the marketing menu closes with Escape (the focus back on its button) and with a tap outside it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Site menu' });
    const nav = page.getByRole('navigation', { name: 'Site' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await nav.getByRole('link', { name: 'How It Works' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(200, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'How It Works' })).toBeHidden();
    // Tab past its last item: it closes rather than cover where the focus went.
    await toggle.click();
    await nav.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('on a phone the open marketing menu shows ✕ on its button, and its rows line up, Login a full-width button below them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Site menu' });
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(toggle).toHaveText('☰ Site Menu');
    await toggle.click();
    await expect(toggle).toHaveText('✕ Site Menu');
    const rows = [...(await nav.getByRole('link').all()), nav.getByRole('button', { name: 'Login' })];
    const boxes = await Promise.all(rows.map(async (row) => (await row.boundingBox())!));
    const first = boxes[0]!;
    for (const box of boxes) {
      expect(box.x).toBeCloseTo(first.x, 0);
      expect(box.width).toBeCloseTo(first.width, 0);
    }
    // The words of every link start at the same place.
    const textStart = (row: (typeof rows)[number]) =>
      row.evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
    const starts = await Promise.all(rows.slice(0, -1).map(textStart));
    expect(new Set(starts.map(Math.round)).size).toBe(1);
    await toggle.click();
    await expect(toggle).toHaveText('☰ Site Menu');
  });

  test('the footer has social links and a copyright line', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
    await expect(footer).toContainText(/© \d{4} Tether Labs\. All rights reserved\./);
  });

  test('a screen whose code cannot be downloaded shows its error page, with a way back to a working feed', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route(/\/assets\/feed-page-[\w-]+\.js$/, (route) => route.abort());
    // The app's own code arrives after the failure, as on a slow connection.
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/new');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page).toHaveTitle('This page could not be shown — Tether');
    // Nothing escapes as an unhandled error: the failed download is the screen's, and the screen shows it.
    expect(errors).toEqual([]);
    await page.unroute(/\/assets\/feed-page-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Go to the community feed' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  });

  test("a feed reached from a screen drawn before the site's services waits for them, the screen before it staying", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const { release } = await holdServices(page);
    await page.goto('/f8chat');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New' }).click();
    // The feed's screen waits for the services as for its code: the chat stays meanwhile, with no error page.
    await afterFrames(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(0);
    release();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await expect(page).toHaveURL('/new');
    expect(errors).toEqual([]);
  });

  test('a double click on a link opens its page once, so one Back returns to where it was', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('feed').getByRole('article').first().locator('.talk-title a');
    await expect(link).toBeVisible();
    // The post's screen still downloading, the feed stays drawn under the second click.
    const { release, asked } = await holdCode(page, /\/assets\/post-page-[\w-]+\.js$/);
    await link.dblclick();
    await expect.poll(() => asked.length).toBe(1);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/talk\//);
    // One entry for the post: one Back leaves it (the history's length is no witness, as a browser caps it at 50).
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(link).toBeVisible();
  });

  test('Skip to content is followed each time it is pressed', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() =>
      window.addEventListener('click', (event) => (document.body.dataset.prevented = String(event.defaultPrevented))),
    );
    const skip = page.getByRole('link', { name: 'Skip to content' });
    for (const press of [1, 2]) {
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/about#main');
      expect(await page.evaluate(() => document.body.dataset.prevented), `press ${press}`).toBe('false');
    }
  });

  test("when the site's own code cannot be downloaded, the page says so with Reload instead of staying blank", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(page).toHaveTitle('This page could not be shown');
    expect(errors).toEqual([]);
    await page.unroute(/\/assets\/start-[\w-]+\.js$/);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  });
});
