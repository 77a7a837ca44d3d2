import { expect, test } from './fixtures';

const TOKYO_DISTRICTS = ['Shibuya', 'Shimokitazawa', 'Nakameguro', 'Koenji', 'Asakusa'];

test.describe('discovery with a known timezone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  for (const path of ['/find-ppl', '/meet-ppl', '/connect-with']) {
    test(`${path} shows people around the detected city`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Discover People in Tokyo' })).toBeVisible();
      await expect(page.getByText('Meet people for friendship, romantic connections or companionship in the Tokyo area.')).toBeVisible();
      const sections = [
        { name: 'People in Your Area', sub: 'Tokyo area', cities: ['Tokyo'] },
        { name: 'People in Tokyo', sub: 'Asia region', cities: TOKYO_DISTRICTS },
        { name: 'Matched to Your Profile', sub: 'Based on interests', cities: ['Tokyo'] },
      ];
      for (const section of sections) {
        const region = page.getByRole('region', { name: section.name });
        await expect(region.getByText(section.sub, { exact: true })).toBeVisible();
        const cards = region.getByRole('listitem');
        await expect(cards).toHaveCount(3);
        for (const text of await cards.allInnerTexts()) {
          expect(text).toMatch(/^@[\w.]+\n(2[2-9]|3\d|4[01]) • (.+)\n(friendship|romantic connection|companionship)$/);
          const city = /• (.+)\n/.exec(text)?.[1] ?? '';
          expect(section.cities).toContain(city);
        }
      }
      await expect(
        page.getByText('All profiles shown are simulated for illustrative purposes only and do not depict actual persons or users.'),
      ).toBeVisible();
    });
  }

  test('colours the looking-for badges: friendship green, romantic pink, companionship amber', async ({ page }) => {
    await page.goto('/find-ppl');
    await expect(page.locator('.person-card')).toHaveCount(9);
    const badges = await page
      .locator('.person-card .badge')
      .evaluateAll((nodes) => nodes.map((n) => [n.textContent, getComputedStyle(n).backgroundColor]));
    const colours: Record<string, string> = {
      friendship: 'rgb(220, 250, 230)',
      'romantic connection': 'rgb(252, 231, 246)',
      companionship: 'rgb(254, 240, 199)',
    };
    for (const [text, colour] of badges) expect(colour).toBe(colours[text ?? '']);
  });

  test('reshuffles the people on every visit', async ({ page }) => {
    const visits = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await page.goto('/find-ppl');
      await expect(page.locator('.person-card')).toHaveCount(9);
      visits.add((await page.locator('.person-handle').allInnerTexts()).join());
    }
    expect(visits.size).toBeGreaterThan(1);
  });

  test("opens 'Connect with Real People' from a card, with close and two store links", async ({ page }) => {
    await page.goto('/meet-ppl');
    await page.locator('.person-button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect with Real People' });
    await expect(dialog).toContainText('Finding, meeting and connecting with people needs the Tether mobile app.');
    await expect(dialog.getByRole('link')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const rail = page.getByRole('complementary', { name: 'Get the app' });
    await expect(rail.getByRole('heading', { level: 2, name: 'Get the app' })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Download for Apple' })).toBeVisible();
    await expect(rail.getByRole('link', { name: 'Download for Android' })).toBeVisible();
    await expect(rail.getByRole('img')).toBeVisible();
  });
});

test.describe('discovery without a place in the timezone', () => {
  test.use({ timezoneId: 'UTC' });

  test('falls back to New York, America', async ({ page }) => {
    await page.goto('/find-ppl');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover People in New York' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'People in New York' }).getByText('America region')).toBeVisible();
  });
});
