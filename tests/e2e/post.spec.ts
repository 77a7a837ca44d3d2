import type { Page } from '@playwright/test';
import { delayScreenCode, expect, test, watchForText, type Devkit } from './fixtures';

const GET = 'getPplTalkMessageEurW';

/** From now on the post callable fails with this status (in the test's own dev kit session). */
async function failPost(devkit: Devkit, status: string, message: string): Promise<void> {
  await devkit.faults.clear();
  await devkit.faults.add({ target: GET, status, message });
}

async function mostDiscussed(page: Page): Promise<{ id: string; title: string; replies: number }> {
  const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', {
    data: { data: { sortMode: 'discussed', limit: 1 } },
  });
  return ((await res.json()) as { result: { messages: { id: string; title: string; replies: number }[] } }).result.messages[0] as {
    id: string;
    title: string;
    replies: number;
  };
}

test.describe('post page', () => {
  test('a post written right to left reads right to left, with its title and body', async ({ page }) => {
    const res = await page.request.post('/demo-f8/europe-west1/getPplTalkMessagesEurW', {
      data: { data: { sortMode: 'new', limit: 100 } },
    });
    const { messages } = ((await res.json()) as { result: { messages: { id: string; title: string }[] } }).result;
    const arabic = messages.find((m) => /[\u0600-\u06FF]/.test(m.title));
    expect(arabic, 'the seed has a post in Arabic among the newest 100').toBeDefined();
    await page.goto(`/talk/${arabic!.id}`);
    const title = page.getByRole('heading', { level: 1, name: arabic!.title });
    await expect(title).toBeVisible();
    const direction = (element: Element) => getComputedStyle(element).direction;
    expect(await title.evaluate(direction)).toBe('rtl');
    expect(await page.locator('.post-body').evaluate(direction)).toBe('rtl');
    // The page around it stays left to right.
    expect(await page.locator('main').evaluate(direction)).toBe('ltr');
  });

  test('shows the post and its replies, and the visitor prompt with a login button', async ({ page }) => {
    const post = await mostDiscussed(page);
    await page.goto('/discussed');
    await page.getByRole('feed').getByRole('article').first().click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Replies (${post.replies})` })).toBeVisible();
    await expect(page.locator('.reply')).toHaveCount(post.replies);
    await expect(page.getByText('You must be logged in to like or reply.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("asks for the post while the post screen's code is still downloading, once, and draws it at once", async ({ page }) => {
    const post = await mostDiscussed(page);
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/${GET}`) && sent.push('post request')));
    await delayScreenCode(page, 'post-page', sent);
    // Whether the page ever said it was loading: the post, in before React drew, is drawn in the first render.
    const sawLoading = await watchForText(page, 'Loading post…');
    await page.goto(`/talk/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(sent).toEqual(['post request', 'screen code']);
    expect(await sawLoading()).toBe(false);
  });

  test('redirects a wrong slug to the canonical address, replacing the history entry', async ({ page }) => {
    const post = await mostDiscussed(page);
    await page.goto('/about');
    await page.goto(`/talk/${post.id}-not-the-right-slug`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // The address is replaced once the post is in, which may be a moment after it is drawn.
    await expect(page).not.toHaveURL(/not-the-right-slug/);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(new RegExp(`^/talk/${post.id}-[a-z0-9-]+$`));
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });

  test('accepts the id at the end of the slug and moves it to the canonical place', async ({ page }) => {
    const post = await mostDiscussed(page);
    await page.goto(`/talk/some-words-${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/talk/${post.id}-`));
  });

  test("says 'No message ID provided' without an id", async ({ page }) => {
    await page.goto('/talk/just-some-words');
    await expect(page.getByRole('alert')).toContainText('No message ID provided');
    await expect(page).toHaveTitle('No message ID provided — Tether');
  });

  test("shows 'Message not found' with Go back for an unknown id", async ({ page }) => {
    await page.goto('/new');
    await page.goto('/talk/AAAAAAAAAAAAAAAAAAAAAAAA-missing');
    await expect(page.getByRole('alert')).toContainText('Message not found');
    await expect(page).toHaveTitle('Message not found — Tether');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL('/new');
  });

  test('shows the SPEC 8 messages on errors', async ({ page, devkit }) => {
    const post = await mostDiscussed(page);
    await failPost(devkit, 'INTERNAL', 'x');
    await page.goto(`/talk/${post.id}`);
    await expect(page.getByRole('alert')).toContainText('Server error. Please try again later.');
    await expect(page).toHaveTitle('Server error. Please try again later. — Tether');
    await failPost(devkit, 'UNAVAILABLE', 'x');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to load message');
    await failPost(devkit, 'INVALID_ARGUMENT', 'messageId is malformed');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid request: messageId is malformed');
    await devkit.faults.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('a post that keeps the page waiting shows its loading state, then the post', async ({ page, devkit }) => {
    const post = await mostDiscussed(page);
    await devkit.faults.add({ target: GET, hang: true, times: 1 });
    await page.goto(`/talk/${post.id}`);
    // The first render waits a moment for a post on its way, not for one that does not come.
    await expect(page.getByText('Loading post…')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual([GET]);
    await devkit.holds.release();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText('Loading post…')).toHaveCount(0);
  });
});
