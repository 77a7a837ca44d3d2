import { signInAsDemo } from './every-route';
import { expect, test } from './fixtures';
import { expectReflows, LARGE_TEXT, NARROW_PHONE } from './reflow';

/**
 * Reflow (WCAG 1.4.10) and large text in the states only an interaction reaches, on a 320 px phone and on a 390 px
 * phone with the text at twice its size (Android's text scaling, a browser's minimum font size). Every route is walked
 * the same way by screens.spec's phone walks. A failure is soft and named, so one run reports every state that fails.
 */
const CASES = [
  { name: '320 px phone', viewport: NARROW_PHONE, largeText: false },
  { name: '390 px phone, text at 200%', viewport: { width: 390, height: 844 }, largeText: true },
] as const;

for (const { name, viewport, largeText } of CASES) {
  test.describe(`reflow: ${name}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

    test.beforeEach(async ({ page }) => {
      if (largeText)
        await page.addInitScript((css) => {
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = css;
            document.head.append(style);
          });
        }, LARGE_TEXT);
    });

    test('the login forms, and a conversation in the f8 chat with its history open, fit the screen', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expectReflows(page, 'the email form');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('button', { name: 'Send reset email' })).toBeVisible();
      await expectReflows(page, 'the reset form');

      await signInAsDemo(page);
      await page.goto('/f8chat');
      const toggle = page.getByRole('button', { name: 'Chat History' });
      const rail = page.getByRole('complementary', { name: 'Chat History' });
      await toggle.click();
      await rail.getByRole('listitem').first().getByRole('button').first().click();
      await expect(page.getByRole('heading', { level: 1, name: "let's chat" })).toBeVisible();
      await expectReflows(page, 'a conversation');
      // Its buttons inside the conversation's head, beside the title or under it.
      const newChat = page.getByRole('region', { name: "let's chat" }).getByRole('button', { name: 'New Chat' });
      const head = await page.locator('.chat-head').boundingBox();
      for (const button of [newChat, toggle]) {
        const box = await button.boundingBox();
        expect.soft((box?.x ?? 0) + (box?.width ?? Infinity), 'a chat head button’s right edge').toBeLessThanOrEqual(head!.x + head!.width);
      }
      await toggle.click();
      await expect(rail.getByRole('button', { name: 'Close chat history' })).toBeInViewport();
      await expectReflows(page, 'the history drawer');
    });
  });
}
