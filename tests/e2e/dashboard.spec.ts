import { createAccount, signInFresh, signInViaUi, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

// Every test signs in its own new account, and faults go through the devkit fixture, scoped to the test's
// own page, so these tests share nothing and run in parallel with any other.
test.describe('dashboard', () => {
  test('sends visitors to /login, replacing the history entry, and back after sign-in', async ({ page, request }) => {
    const email = uniqueEmail('guard');
    await createAccount(request, email, 'secret-pass', 'Guard Test');
    await page.goto('/about');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await page.goForward();
    await expect(page).toHaveURL('/login');
    await signInViaUi(page, email, 'secret-pass');
    await expect(page).toHaveURL('/dashboard');
    // SPEC 2: /dashboard has both the marketing header and the footer.
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('greets the user for the time of day, with tips and starters', async ({ page, request }) => {
    await signInFresh(page, request, 'greet', 'Nora Quinn');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Nora' })).toBeVisible();
    await expect(page.locator('.greeting')).toContainText('Nora');
    const hour = await page.evaluate(() => new Date().getHours());
    const word = hour < 12 ? /morning/i : hour < 17 ? /afternoon/i : /evening/i;
    await expect(page.locator('.greeting')).toContainText(word);
    await expect(page.getByRole('region', { name: 'Relationship tips' }).getByRole('listitem')).toHaveCount(3);
    const starter = page.getByRole('region', { name: 'Conversation starters' }).getByRole('button').first();
    const text = (await starter.textContent()) ?? '';
    await starter.click();
    await expect(page.getByRole('textbox', { name: 'Message f8' })).toHaveValue(text);
  });

  test('the message field, here and in the f8 chat, grows with its lines up to five whole lines, then scrolls', async ({
    page,
    request,
  }) => {
    await signInFresh(page, request, 'grow', 'Gwen Grow');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/dashboard', '/f8chat']) {
      await page.goto(path);
      const input = page.getByRole('textbox', { name: 'Message f8' });
      await expect(input).toBeVisible();
      const height = async () => (await input.boundingBox())!.height;
      const empty = await height();
      // Its placeholder wraps on a phone: the first letter typed does not shrink the field under it.
      await input.fill('H');
      expect(await height()).toBe(empty);
      await input.fill('One\nTwo\nThree\nFour');
      await expect.poll(height).toBeGreaterThan(empty + 40);
      await input.fill(Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`).join('\n'));
      // Five lines and the field's padding and border: no line cut in two at its top or foot.
      const fiveLines = await input.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].reduce(
          (sum, value) => sum + parseFloat(value),
          5 * parseFloat(style.lineHeight),
        );
      });
      expect(fiveLines).toBeGreaterThan(100);
      await expect.poll(height).toBeCloseTo(fiveLines, 0);
      expect(await input.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await input.fill('');
      await expect.poll(height).toBe(empty);
    }
  });

  test('chat: refuses blank messages, sends, shows the reply, and keeps the newest 10', async ({ page, request }) => {
    await signInFresh(page, request, 'chat', 'Chris Chat');
    await page.goto('/dashboard');
    const input = page.getByRole('textbox', { name: 'Message f8' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    // A filled button, greyed, keeps an edge on the sunken ground: a line drawn inside it.
    expect(await send.evaluate((node) => getComputedStyle(node).boxShadow)).toMatch(/ 0px 0px 0px 1px inset$/);
    await input.fill('    ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).locator('.bubble')).toHaveCount(0);
    await input.fill('I had an argument with my brother');
    await send.click();
    const log = page.getByRole('list', { name: 'Messages' });
    await expect(log.locator('.from-user')).toHaveText(/I had an argument with my brother/);
    await expect(log.locator('.from-f8').last()).toContainText('Chris');
    await expect(input).toHaveValue('');
    for (let i = 1; i <= 5; i++) {
      // Nothing can be sent while f8 is still answering (SPEC 4): Enter sends once Send would.
      await input.fill(`Message number ${i}`);
      await expect(send).toBeEnabled();
      await input.press('Enter');
      await expect(log.locator('.from-user').last()).toContainText(`Message number ${i}`);
    }
    await expect(log.locator('.bubble')).toHaveCount(10);
    await expect(log.locator('.from-user').first()).toContainText('Message number 1');
    // At the newest, with older messages above, the log's top fades; scrolled to the top, it does not.
    const fade = () => log.evaluate((list) => getComputedStyle(list).getPropertyValue('--log-fade').trim());
    await expect.poll(fade).toBe('32px');
    await log.evaluate((list) => list.scrollTo(0, 0));
    await expect.poll(fade).toBe('0px');
  });

  test("chat: an injected failure shows 'Failed to send message' and keeps the text", async ({ page, request, devkit }) => {
    await signInFresh(page, request, 'fail', 'Fay Fail');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Fay' })).toBeVisible();
    // Long enough to see the busy state on a loaded machine: at 400 ms it was over before the check ran.
    await devkit.faults.add({ target: 'chatEurW', code: 'unavailable', times: 1, delayMs: 1500 });
    const input = page.getByRole('textbox', { name: 'Message f8' });
    await input.fill('Please keep this text');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('f8 is typing...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Failed to send message');
    await expect(input).toHaveValue('Please keep this text');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: 'Messages' }).locator('.from-user')).toHaveText(/Please keep this text/);
  });

  test('chat on a phone: what was just sent and f8 typing show at once, and a failed send is scrolled into sight', async ({
    page,
    request,
    devkit,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFresh(page, request, 'phone', 'Pia Phone');
    await page.goto('/dashboard');
    const input = page.getByRole('textbox', { name: 'Message f8' });
    const log = page.getByRole('list', { name: 'Messages' });
    // Enter sends once Send would: not while the chat's messages are loading, nor while f8 answers the one before.
    const send = page.getByRole('button', { name: 'Send' });
    // Enough exchanges that the log scrolls.
    for (let i = 1; i <= 4; i++) {
      await input.fill(`Earlier message ${i}`);
      await expect(send).toBeEnabled();
      await input.press('Enter');
      await expect(log.locator('.from-f8')).toHaveCount(i);
    }
    expect(await log.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await devkit.faults.add({ target: 'chatEurW', code: 'unavailable', times: 1, delayMs: 1500 });
    await input.fill('Is anyone there?');
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(log.locator('.pending')).toHaveText(/Is anyone there\?/);
    await expect(log.locator('.pending')).toBeInViewport();
    await expect(log.getByText('f8 is typing...')).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveText('Failed to send message');
    await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
    await expect(input).toHaveValue('Is anyone there?');
  });

  test("chat: a tester's AI script rule for the dashboard answers, and the exchange stays after a reload", async ({
    page,
    request,
    devkit,
  }) => {
    await signInFresh(page, request, 'dash-script', 'Dana Script');
    await devkit.setScript({
      rules: [{ match: { chat: 'dashboard' }, steps: [{ reply: 'A scripted dashboard answer, with <b>markup</b> and **bold** words.' }] }],
    });
    await page.goto('/dashboard');
    await page.getByRole('textbox', { name: 'Message f8' }).fill('Script me');
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('list', { name: 'Messages' });
    // f8's words are rich text: markdown draws, markup shows as the text it is.
    await expect(log.locator('.from-f8').last()).toContainText('A scripted dashboard answer, with <b>markup</b> and bold words.');
    await expect(log.locator('.from-f8').last().locator('strong')).toHaveText('bold');
    await expect(log.locator('.from-f8 b')).toHaveCount(0);
    await expect(log.locator('.from-user').last()).toContainText('Script me');
    await page.reload();
    await expect(log.locator('.bubble')).toHaveCount(2);
    const calls = await devkit.journal({ name: 'chatEurW' });
    expect(calls.at(-1)?.rule).toMatchObject({ index: 0, scope: 'session' });
  });

  test("shows 'Failed to load dashboard data' when the companion fails", async ({ page, request, devkit }) => {
    await signInFresh(page, request, 'dashfail', 'Dee');
    await devkit.faults.add({ target: 'relationshipTipsEurW', code: 'internal', times: 1 });
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText('Failed to load dashboard data');
    // What loaded stays: the greeting and the starters; the tips say they could not be loaded.
    const tips = page.getByRole('region', { name: 'Relationship tips' });
    await expect(tips).toContainText('Tips could not be loaded.');
    await expect(page.getByRole('region', { name: 'Conversation starters' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.locator('.greeting')).toBeVisible();
    const greetings = (await devkit.journal({ name: 'greetingsMessageEurW' })).length;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(tips.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await devkit.journal({ name: 'greetingsMessageEurW' })).toHaveLength(greetings);
  });
});
