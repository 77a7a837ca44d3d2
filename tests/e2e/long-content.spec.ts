import type { APIRequestContext } from '@playwright/test';
import { signInFresh } from './auth-helpers';
import { expect, FEED_FUNCTION, rows, sideways, test } from './fixtures';

// Content no layout was drawn for: words longer than a phone's line (a name with no spaces, a pasted link, a category
// the wire allows), scripted through dev kit faults in the test's own session. Nothing may run out of its card and
// make the page scroll sideways, and nothing may be cut off.
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2);
const LONG_WORD = 'relationship'.repeat(10);
const LONG_LINK = `https://example.com/articles/${'conversation-'.repeat(6)}?utm_source=${'newsletter'.repeat(4)}`;
const POST = 'getPplTalkMessageEurW';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A callable's real answer, for a test to change and script. */
async function answerOf(request: APIRequestContext, name: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await request.post(`/demo-f8/europe-west1/${name}`, { data: { data } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: Record<string, unknown> }).result;
}

type WireMessage = { id: string; userName?: string | null; tetherHandle?: string | null; categories: string[] };

test.describe('long words on a phone', () => {
  test('a long handle and a long category stay in their cards, in the feed and on the post with its replies', async ({
    page,
    request,
    devkit,
  }) => {
    const feed = await answerOf(request, FEED_FUNCTION, { sortMode: 'top', limit: 40 });
    const [first] = feed.messages as WireMessage[];
    Object.assign(first!, { userName: LONG_NAME, tetherHandle: null, categories: [`${LONG_WORD}x`, 'wins'] });
    await devkit.faults.add({ target: FEED_FUNCTION, result: feed });
    const post = await answerOf(request, POST, { messageId: first!.id });
    const message = post.message as WireMessage;
    Object.assign(message, { userName: LONG_NAME, tetherHandle: null, categories: [`${LONG_WORD}x`] });
    const [reply] = post.replies as { userName?: string | null; tetherHandle?: string | null; text: string }[];
    Object.assign(reply!, { userName: LONG_NAME, tetherHandle: null, text: `first line\nsecond line\n${LONG_LINK}` });
    await devkit.faults.add({ target: POST, result: post });

    await page.goto('/');
    await expect(
      rows(page)
        .first()
        .getByRole('link', { name: new RegExp(LONG_NAME, 'i') }),
    ).toBeVisible();
    expect(await sideways(page)).toBe(0);

    await rows(page).first().locator('.talk-title a').click();
    const byline = page.locator('.post .talk-row-meta');
    await expect(byline.getByRole('link', { name: new RegExp(LONG_NAME, 'i') })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    // The photo beside the handle, not alone on a line above it.
    const [photo, handle] = await Promise.all([byline.locator('img').boundingBox(), byline.locator('.handle').boundingBox()]);
    expect(handle!.y).toBeLessThan(photo!.y + photo!.height);
    // A reply keeps its lines, as the post's own text does, and its link breaks within the card.
    const text = page.locator('.reply-text').first();
    await expect(text).toContainText('second line');
    const lines = await text.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
    expect(lines).toBeGreaterThanOrEqual(4);
  });

  test('a long name, and tips and starters with long words, stay on the dashboard', async ({ page, request, devkit }) => {
    await signInFresh(page, request, 'long-name', LONG_NAME);
    await devkit.faults.add({ target: 'relationshipTipsEurW', result: { tips: [`Read this first: ${LONG_LINK}`, LONG_WORD] } });
    await devkit.faults.add({
      target: 'onboardingConversationStartersEurW',
      result: { starters: [`Have you seen ${LONG_LINK}?`, LONG_WORD] },
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${LONG_NAME}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Relationship tips' }).getByText(LONG_WORD)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conversation starters' }).getByRole('button', { name: LONG_WORD })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    // The Send button is where a finger finds it, not pushed off the screen or under the rest.
    await page.getByRole('region', { name: 'Conversation starters' }).getByRole('button', { name: LONG_WORD }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(LONG_WORD)).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test("f8's long suggested reply wraps inside its chip, whole", async ({ page, request, devkit }) => {
    await signInFresh(page, request, 'long-chip', 'Chip Person');
    await page.goto('/f8chat');
    await devkit.loadScenario('hang');
    await page.getByRole('textbox', { name: 'Message f8' }).fill('Any ideas?');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await devkit.holds.list()).length).toBe(1);
    await devkit.holds.release({ step: { reply: { message: 'Try one of these.', responses: [LONG_WORD, 'Family'] } } });
    const chip = page.getByRole('button', { name: LONG_WORD });
    await expect(chip).toBeVisible();
    expect(await chip.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    expect(await sideways(page)).toBe(0);
  });
});
