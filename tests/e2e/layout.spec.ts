import { DEMO, idTokenFor, signInFresh, signInViaUi } from './auth-helpers';
import { expect, rows, test } from './fixtures';

test.describe('the sidebar layout route', () => {
  test('the collapsed sidebar stays collapsed from the feed to a post and back, and after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(rows(page)).toHaveCount(40);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');

    const title = (await rows(page).first().getByRole('heading').textContent()) ?? '';
    await rows(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(expand).toHaveAttribute('aria-expanded', 'false');

    await page.goBack();
    await expect(rows(page)).toHaveCount(40);
    await expect(expand).toHaveAttribute('aria-expanded', 'false');

    // And on the next visit: the browser remembers the rail.
    await page.reload();
    await expect(rows(page)).toHaveCount(40);
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a desktop the sidebar stays whole at the foot of a long page, and the footer sits beside it, open or as a rail', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/user/jordan-42');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByRole('contentinfo');
    for (const width of [232, 64]) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await sidebar.boundingBox()).toEqual({ x: 0, y: 0, width, height: 900 });
      expect((await footer.boundingBox())?.x).toBe(width);
      if (width === 232) await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    }
  });

  test('the keyboard meets the brand before the button beside it, open or as a rail, as the eye does', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tether' });
    const toggle = page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
    for (const state of ['open', 'rail']) {
      await expect(rows(page)).not.toHaveCount(0);
      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab');
      await expect(brand).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      // The button sits to the right of the brand when open, below it in the rail.
      const [b, t] = [(await brand.boundingBox())!, (await toggle.boundingBox())!];
      if (state === 'open') expect(t.x).toBeGreaterThan(b.x + b.width - 1);
      else expect(t.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
      if (state === 'open') {
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
        await page.goto('/');
      }
    }
  });

  test('the signed-in profile is read once per session, however many sidebar screens are visited', async ({ page, request, devkit }) => {
    const email = await signInFresh(page, request, 'layout', 'Layout Person');
    const { uid } = await idTokenFor(request, email, 'secret-pass');
    const profileReads = async () => (await devkit.journal({ name: `GET users/${uid}` })).length;
    await expect(rows(page)).toHaveCount(40);
    await expect.poll(profileReads).toBe(1);

    // On the post itself before going on: the feed's own h1 would do for a bare level-1 heading, and the feed's
    // rows (a post about "a new baby") would answer to a loose 'New'.
    await rows(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/talk\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New posts' })).toBeVisible();
    await expect(rows(page)).toHaveCount(40);
    await page.goBack();
    await page.goBack();
    await expect(rows(page)).toHaveCount(40);
    expect(await profileReads()).toBe(1);
  });

  test('the user chip shows a handle of a dozen characters whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    const handle = page.locator('.user-chip-handle');
    await expect(handle).toHaveText('@demomember');
    expect(await handle.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expect(handle).toHaveAttribute('title', '@demomember');
  });
});
