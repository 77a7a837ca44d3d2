import AxeBuilder from '@axe-core/playwright';
import { signInFresh } from './auth-helpers';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (p) => expect(p.getByRole('feed').getByRole('article')).toHaveCount(40) },
  { path: '/about', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/privacy', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/how-it-works', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/download', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/user/jordan-42', ready: (p) => expect(p.getByRole('tab', { name: /Posts/ })).toBeVisible() },
  { path: '/find-ppl', ready: (p) => expect(p.locator('.person-card')).toHaveCount(9) },
  { path: '/unsubscribe?email=member%40example.com', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/login', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/f8chat', ready: (p) => expect(p.getByRole('button', { name: 'Login required to send messages' })).toBeVisible() },
  { path: '/no-such-page', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const { path, ready } of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a post page has no serious or critical violations', async ({ page }) => {
    await page.goto('/discussed');
    await page.getByRole('feed').getByRole('article').first().click();
    await expect(page.getByRole('heading', { name: /^Replies/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard has no serious or critical violations', async ({ page, request }) => {
    await signInFresh(page, request, 'axe', 'Axel Access');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the f8 chat in a conversation, with the mention list and the delete question open, has no serious or critical violations', async ({
    page,
    request,
    devkit,
  }) => {
    await signInFresh(page, request, 'axe-chat', 'Axel Chat');
    await devkit.loadScenario('conversation');
    await page.goto('/f8chat');
    const input = page.getByRole('textbox', { name: 'Message f8' });
    await input.fill('Hello f8');
    await input.press('Enter');
    await expect(page.getByRole('group', { name: 'Suggested replies' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Delete conversation/ }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this conversation?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open app modal has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find people' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
