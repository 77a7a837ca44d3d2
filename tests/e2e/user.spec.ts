import { coloursOf } from './colours';
import { expect, test } from './fixtures';

const DISCLAIMER = 'All profiles shown are simulated for illustrative purposes only and do not depict actual persons or users.';

test.describe('simulated profile', () => {
  test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test('loads for about 500 ms, then shows the whole profile', async ({ page }) => {
    // When the loading text and then the profile's heading enter the page, seen by the page itself: a check from the
    // test polls, and on a busy machine its polls can fall on either side of the half second the loading text shows.
    await page.addInitScript(() => {
      const seen: { loading?: number; profile?: number } = {};
      (window as { seen?: typeof seen }).seen = seen;
      new MutationObserver((_changes, observer) => {
        seen.loading ??= document.querySelector('.user-loading')?.textContent === 'Loading user profile...' ? performance.now() : undefined;
        if (seen.loading === undefined || !document.querySelector('h1#profile-name')) return;
        seen.profile = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/user/jordan-42');
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    await expect(page.getByText('Loading user profile...')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as { seen?: { loading?: number; profile?: number } }).seen);
    expect(seen?.loading, 'the loading text was drawn').toEqual(expect.any(Number));
    // About 500 ms: never less (a timer's own slack aside), more only by what the machine takes to draw the profile.
    expect((seen?.profile ?? 0) - (seen?.loading ?? 0)).toBeGreaterThanOrEqual(450);
    await expect(page.getByRole('button', { name: '← Back' })).toBeVisible();
    await expect(page.locator('.profile-handle')).toHaveText(/^@[\w.]+$/);
    const details = page.locator('.details-card');
    for (const label of ['Age', 'Occupation', 'Joined', 'Status']) await expect(details.getByText(label, { exact: true })).toBeVisible();
    await expect(details.getByText(/^(Online|Last seen (just now|\d+m ago|\d+h ago|\d+\/\d+\/\d+))$/)).toBeVisible();
    await expect(details.getByText(/^[A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(details.getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveCount(await details.locator('.tag').count());
    await expect(page.getByText(DISCLAIMER, { exact: true })).toBeVisible();
  });

  test('asks for the photo during the loading time, so it shows with the profile', async ({ page }) => {
    // When the profile's heading enters the page, and when the browser started fetching its photo.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('h1#profile-name')) return;
        (window as { profileShownAt?: number }).profileShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/user/jordan-42');
    const photo = page.getByRole('img', { name: /^Photo of / });
    await expect(photo).toHaveJSProperty('complete', true);
    const src = (await photo.getAttribute('src')) ?? '';
    const { shownAt, photoStartedAt } = await page.evaluate((src) => {
      const [entry] = performance.getEntriesByName(new URL(src, location.href).href);
      return { shownAt: (window as { profileShownAt?: number }).profileShownAt ?? NaN, photoStartedAt: entry?.startTime ?? NaN };
    }, src);
    expect(photoStartedAt).toBeLessThan(shownAt);
  });

  test('is the same profile on every reload', async ({ page }) => {
    await page.goto('/user/jordan-42');
    const first = await page.locator('.profile-card').innerText();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('.profile-card').innerText()).toBe(first);
  });

  test('has Posts (default) and About tabs', async ({ page }) => {
    await page.goto('/user/jordan-42');
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const postsTab = page.getByRole('tab', { name: /^Posts \(\d+\)$/ });
    await expect(postsTab).toHaveAttribute('aria-selected', 'true');
    const count = Number(/\((\d+)\)/.exec((await postsTab.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('tabpanel').locator('.profile-posts > li')).toHaveCount(count);
    await expect(
      page
        .getByRole('tabpanel')
        .getByText(/^Thoughts on /)
        .first(),
    ).toBeVisible();
    await postsTab.focus();
    await page.keyboard.press('ArrowRight');
    const about = page.getByRole('tab', { name: 'About' });
    await expect(about).toHaveAttribute('aria-selected', 'true');
    await expect(about).toBeFocused();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: `About ${name}` })).toBeVisible();
    await expect(panel.getByText('Member since')).toBeVisible();
    await expect(panel.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(panel.getByText('Posts shared')).toBeVisible();
    await expect(panel.getByText(String(count), { exact: true })).toBeVisible();
  });

  test("opens the app modal from 'Ready to Connect?' and has a store-link rail", async ({ page }) => {
    await page.goto('/user/jordan-42');
    await expect(page.getByRole('heading', { name: 'Ready to Connect?' })).toBeVisible();
    // Hovered, the banner's button takes the banner's own hover colours, words and ground both.
    const getApp = page.getByRole('button', { name: 'Get the App' });
    await getApp.hover();
    await expect
      .poll(async () => {
        const { actual, want } = await coloursOf(getApp, { background: 'var(--brand-soft)', ink: 'var(--brand-strong)' });
        return actual.background === want.background && actual.ink === want.ink;
      })
      .toBe(true);
    await getApp.click();
    const dialog = page.getByRole('dialog', { name: 'Get the App' });
    await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Get the app' }).getByRole('link')).toHaveCount(2);
  });

  test('shows a person icon when the image fails', async ({ page }) => {
    // An image host failing, not a backend answer: dev kit faults cover callables and the store, so the route stays here.
    await page.route('**/__devkit/images/avatars/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/user/jordan-42');
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByRole('img', { name: `Photo of ${name}` })).toHaveClass(/avatar-fallback/);
  });

  test('goes back with the Back button', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/user/jordan-42');
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page).toHaveURL('/about');
  });

  test("says 'User not found' with Go back for an id that cannot name a profile", async ({ page }) => {
    await page.goto('/new');
    await page.goto(`/user/${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.getByRole('alert')).toContainText('User not found');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL('/new');
  });
});

test.describe('handle reading', () => {
  test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

  test("a feed author's handle shows their posts, the browser's guess and the app modal", async ({ page }) => {
    await page.goto('/');
    const handleLink = page.getByRole('feed').getByRole('article').first().getByRole('link').first();
    const handle = ((await handleLink.textContent()) ?? '').slice(1);
    await handleLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `@${handle}` })).toBeVisible();
    const postsTab = page.getByRole('tab', { name: /^Posts \(\d+\)$/ });
    await expect(postsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/talk\//);
    // Each post as a simulated profile shows its own: title, body, tags, the profile's relative time, likes and replies.
    const post = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await expect(post.getByRole('list', { name: 'Categories' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(post.locator('time')).toHaveText(/^(just now|\d+m ago|\d+h ago|\d{1,2}\.\d{1,2}\.\d{4})$/);
    await expect(post.locator('.talk-stats')).toContainText(/\d+ likes?.*\d+ (reply|replies)/);
    const guess = page.getByRole('region', { name: 'Your location' });
    await expect(guess).toContainText('Europe/Berlin');
    await expect(guess).toContainText('de-DE');
    await expect(guess).toContainText('Berlin');
    await page.getByRole('button', { name: 'Get the App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get the App' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page).toHaveURL('/');
  });

  test('on a phone the timezone breaks after its slash, never inside a word', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('feed').getByRole('article').first().getByRole('link').first().click();
    const zone = page.getByRole('region', { name: 'Your location' }).getByRole('definition').first();
    await expect(zone).toHaveText('Europe/Berlin');
    // Each word's text node on one line: a break inside one would give it two boxes.
    const lines = await zone.evaluate((dd) =>
      [...dd.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && /\w/.test(node.textContent ?? ''))
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
    );
    expect(lines).toEqual([1, 1]);
  });
});
