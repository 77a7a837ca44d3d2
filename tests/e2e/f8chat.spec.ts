import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, signInFresh, signInViaUi, uniqueEmail, createAccount, idTokenFor } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, expectDrawerKeepsFocus, leavingAsks, reloadOnceSaved, test } from './fixtures';

const SORRY = "Sorry, I'm having trouble connecting right now. Please try again later.";
const UNREADABLE = "I understand what you're sharing. Can you tell me more about what's on your mind?";

const input = (page: Page) => page.getByRole('textbox', { name: 'Message f8' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation with f8' });
const rail = (page: Page) => page.getByRole('complementary', { name: 'Chat History' });

async function send(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  // The previous exchange's bookkeeping (thread count, title) may still run after its reply shows; until it
  // ends, sending is off (SPEC 4) and Enter does nothing, as the disabled button says.
  await expect(page.getByRole('button', { name: /^(Send message|Login required to send messages)$/ })).toBeEnabled();
  await input(page).press('Enter');
}

async function openChatSignedIn(page: Page, request: APIRequestContext, prefix: string): Promise<void> {
  await signInFresh(page, request, prefix, 'Chat Person');
  await page.goto('/f8chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
}

test.describe('the f8 chat', () => {
  test('on a phone the chat history drawer takes the focus and gives it back to its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/f8chat');
    await expectDrawerKeepsFocus(
      page,
      page.getByRole('button', { name: 'Chat History' }),
      page.getByRole('button', { name: 'Close chat history' }),
      // The conversation, and around it the site's menu, skip link and footer.
      [page.locator('.chat-main'), page.locator('nav.sidebar'), page.locator('.skip-link'), page.locator('footer.site-footer')],
    );
  });

  test('on a phone the conversation header holds its title, New Chat and Chat History on one row; the desktop has no toggle', async ({
    page,
    request,
    devkit,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openChatSignedIn(page, request, 'phone-head');
    await devkit.loadScenario('reply-plain-text');
    await send(page, 'One row');
    const title = page.getByRole('heading', { level: 1, name: "let's chat" });
    const newChat = page.getByRole('region', { name: "let's chat" }).getByRole('button', { name: 'New Chat' });
    const toggle = page.getByRole('button', { name: 'Chat History' });
    await expect(title).toBeVisible();
    // What shows, not the name: ' Chat' is hidden on a phone.
    const shown = () => newChat.evaluate((el: HTMLElement) => el.innerText.trim());
    await expect.poll(shown).toBe('New');
    const [t, n, h] = await Promise.all([title, newChat, toggle].map(async (el) => (await el.boundingBox())!));
    // One row: each vertical middle lies within the others' heights, and nothing runs past the card.
    for (const box of [n!, h!]) expect(Math.abs(box.y + box.height / 2 - (t!.y + t!.height / 2))).toBeLessThan(box.height / 2);
    expect(h!.x + h!.width).toBeLessThanOrEqual(360);
    expect(n!.x).toBeGreaterThan(t!.x + t!.width);
    // The drawer opens from the header's button, and closing it gives the focus back there.
    await toggle.click();
    await expect(rail(page)).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toggle).toBeHidden();
    await expect.poll(shown).toBe('New Chat');
  });

  test('on a phone every quick reply fits the column, wrapping its words rather than running past the edges', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/f8chat');
    const group = page.getByRole('group', { name: 'Quick replies' });
    await expect(group.getByRole('button')).not.toHaveCount(0);
    const area = (await group.boundingBox())!;
    for (const chip of await group.getByRole('button').all()) {
      const box = (await chip.boundingBox())!;
      const label = await chip.innerText();
      expect(box.x, label).toBeGreaterThanOrEqual(area.x - 0.5);
      expect(box.x + box.width, label).toBeLessThanOrEqual(area.x + area.width + 0.5);
    }
    // Nothing in the column scrolls sideways.
    expect(await page.locator('.chat-initial').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });

  test('a visitor sees the initial state, is sent to login on send, and finds the text again after signing in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('visitor');
    await createAccount(request, email, 'secret-pass', 'Vera Visitor');
    await page.goto('/f8chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    await expect(page.getByText('Ask f8 anything about your relationships')).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Login to start chatting...');
    await expect(rail(page).getByText('Login to view and manage your chat history')).toBeVisible();
    await send(page, 'How do I say sorry to my brother?');
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, email, 'secret-pass');
    await expect(page).toHaveURL(/\/f8chat$/);
    await expect(input(page)).toHaveValue('How do I say sorry to my brother?');
    await expect(input(page)).toHaveAttribute('placeholder', /Type/);
    // The redirect replaced the chat's history entry, and so did the way back: Back never lands on the login.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('a conversation with suggested replies, and a suggestion sent as the next message', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'conversation');
    await devkit.loadScenario('conversation');
    await send(page, 'Hello f8');
    await expect(log(page).getByText("Hi! I'm f8. Who's on your mind today?")).toBeVisible();
    const suggestions = page.getByRole('group', { name: 'Suggested replies' });
    await expect(suggestions.getByRole('button')).toHaveText(['My partner', 'A friend', 'My family']);
    await suggestions.getByRole('button', { name: 'A friend' }).click();
    await expect(log(page).getByText('Thanks for telling me. How are you feeling about it?')).toBeVisible();
    await expect(log(page).getByRole('article', { name: /^You/ })).toHaveCount(2);
    // A reload shows every stored message once, in order.
    await reloadOnceSaved(page);
    await rail(page)
      .getByRole('button', { name: /^Hello f8/ })
      .click();
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText([
      'Hello f8',
      "Hi! I'm f8. Who's on your mind today?",
      'A friend',
      'Thanks for telling me. How are you feeling about it?',
    ]);
    await expect(rail(page).getByRole('button', { name: /^Hello f8/ })).toBeVisible();
    await expect(input(page)).toBeFocused();
    const calls = await devkit.journal({ name: 'f8ChatEurW' });
    expect(calls.map((c) => (c.body as { data: { message: string } }).data.message)).toEqual(['Hello f8', 'A friend']);
  });

  /** Each shipped scenario and what f8's bubble must then say (SPEC 7 shapes, SPEC 8 fallbacks). */
  const SHAPES: [scenario: string, says: string, suggestions: string[]][] = [
    [
      'reply-object',
      'That sounds like a lot to carry. What would help most right now?',
      ['Talking it through', 'A small next step', 'Just listening'],
    ],
    ['reply-fenced-json', 'Start with how you feel, not what they did.', ['Give me an example', 'What if they get defensive?']],
    ['reply-json-string', 'I hear you. Would it help to plan what you want to say?', ["Yes, let's plan", 'Not yet']],
    ['reply-plain-text', "It's lovely that you're thinking about them. What would you like to say?", []],
    ['reply-prose-around-json', 'Try a short walk together tonight.', ['Good idea']],
    ['reply-no-message', "I'm here to help! 💫", ['Tell me more', 'What should I do next?']],
    ['reply-empty', "I'm here to help! 💫", ['Tell me more', 'What should I do next?']],
    ['reply-unparseable', UNREADABLE, []],
    ['error-unavailable', SORRY, []],
    ['error-internal', SORRY, []],
    ['error-resource-exhausted', SORRY, []],
    ['drop', SORRY, []],
  ];
  test('each reply shape and each failure reads as SPEC 7 and 8 say', async ({ page, request, devkit }) => {
    test.setTimeout(120_000);
    await openChatSignedIn(page, request, 'shapes');
    for (const [scenario, says, suggestions] of SHAPES) {
      await devkit.loadScenario(scenario);
      await send(page, `Trying ${scenario}`);
      await expect(log(page).getByText(`Trying ${scenario}`)).toBeVisible();
      await expect(page.getByText('f8 is typing...')).toHaveCount(0);
      const last = log(page).getByRole('article').last();
      await expect(last, scenario).toHaveText(new RegExp(`^${says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const group = page.getByRole('group', { name: 'Suggested replies' });
      if (suggestions.length > 0) await expect(group.getByRole('button'), scenario).toHaveText(suggestions);
      else await expect(group, scenario).toHaveCount(0);
      // The user's message is never lost, whatever f8 did.
      await expect(log(page).getByText(`Trying ${scenario}`)).toHaveCount(1);
      await rail(page).getByRole('button', { name: 'New Chat' }).click();
    }
  });

  test('after a failed answer the next exchange goes under the apology, with its suggested replies', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'flaky');
    await devkit.loadScenario('flaky');
    await send(page, 'First try');
    await expect(log(page).getByRole('alert')).toHaveText(SORRY);
    await send(page, 'Second try');
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText([
      'First try',
      SORRY,
      'Second try',
      "I'm back! Sorry about that. What would you like to talk about?",
    ]);
    await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).toHaveText(['My relationship', 'A friend']);
  });

  test('one dropped f8 call: an entry per request, a resend of it marked as a retry', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'dropped');
    await devkit.loadScenario('drop');
    await devkit.clearJournal();
    await send(page, 'Dropped for good');
    await expect(log(page).getByRole('alert')).toHaveText(SORRY);
    const entries = await devkit.journal();
    // What the journal holds for one send, for whoever reads the report: the page's own store calls around the f8 call.
    test.info().annotations.push({ type: 'journal', description: entries.map((e) => `${e.id} ${e.name} ${e.outcome}`).join('; ') });
    const calls = entries.filter((entry) => entry.name === 'f8ChatEurW');
    // The browser may send the dropped request once more by itself (a reused connection closed before any answer).
    expect(calls.length).toBeGreaterThanOrEqual(1);
    calls.forEach((call, index) => {
      expect(call.outcome).toBe('dropped');
      expect(call.data).toMatchObject({ message: 'Dropped for good' });
      expect(call.retryOf).toBe(index === 0 ? null : calls[index - 1]!.id);
    });
  });

  test('a long one-word title wraps in the history instead of running under its delete button', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'long-title');
    await devkit.loadScenario('reply-plain-text');
    await send(page, 'Supercalifragilisticexpialidocious-and-then-some');
    const entry = rail(page).getByRole('listitem').first();
    const title = entry.locator('.thread-title');
    await expect(title).toHaveText('Supercalifragilisticexpia...');
    const titleBox = (await title.boundingBox())!;
    const deleteBox = (await entry.getByRole('button', { name: /^Delete conversation/ }).boundingBox())!;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(deleteBox.x);
    expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });

  test('a long chat history scrolls inside its panel and the page ends at its footer', async ({ page, request }) => {
    const email = uniqueEmail('many-threads');
    await createAccount(request, email, 'secret-pass', 'Many Threads');
    const { uid, idToken } = await idTokenFor(request, email, 'secret-pass');
    const at = new Date().toISOString();
    for (let i = 1; i <= 30; i++) {
      const thread = { title: `Thread number ${i}...`, createdAt: at, lastMessageAt: at, messageCount: 0 };
      await request.post(`/store/v1/users/${uid}/chatThreads`, { headers: { Authorization: `Bearer ${idToken}` }, data: thread });
    }
    await page.goto('/login');
    await signInViaUi(page, email, 'secret-pass');
    await expect(page).toHaveURL('/');
    await page.goto('/f8chat');
    await expect(rail(page).getByRole('listitem')).toHaveCount(30);
    const panel = await rail(page).evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(panel.scroll).toBeGreaterThan(panel.client);
    const footerEnd = await page.locator('footer.site-footer').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const pageEnd = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageEnd).toBeLessThanOrEqual(Math.ceil(footerEnd));
  });

  test('a message the store refuses stays on screen as not saved, with an apology, and Retry stores it once', async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'store-fault');
    await devkit.loadScenario('reply-plain-text');
    await devkit.faults.add({ target: 'PUT users/*/chatThreads/*/messages/*', code: 'unavailable', message: 'store down', times: 1 });
    await send(page, 'Keep me safe');
    await expect(log(page).getByRole('alert')).toHaveText(SORRY);
    await expect(log(page).getByText('· Not saved')).toBeVisible();
    // Its note and Retry readable on the not-saved fill.
    expect(await axeViolations(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, '.message-log')).toEqual([]);
    const asked = await devkit.journal({ name: 'f8ChatEurW' });
    expect(asked).toHaveLength(0); // f8 is asked only once the message is stored
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByText("It's lovely that you're thinking about them. What would you like to say?")).toBeVisible();
    await expect(log(page).getByText('· Not saved')).toHaveCount(0);
    await reloadOnceSaved(page);
    await rail(page)
      .getByRole('button', { name: /^Keep me safe/ })
      .click();
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText([
      'Keep me safe',
      "It's lovely that you're thinking about them. What would you like to say?",
    ]);
  });

  test('another tab of the same person lists a new conversation with its count, and leaves it once it is deleted there', async ({
    page,
    request,
    devkit,
    context,
  }) => {
    const answer = "It's lovely that you're thinking about them. What would you like to say?";
    await openChatSignedIn(page, request, 'two-tabs');
    await devkit.loadScenario('reply-plain-text');
    const other = await context.newPage();
    await other.goto('/f8chat');
    await expect(rail(other).getByText('No chat history yet')).toBeVisible();

    await send(page, 'Hello from the first tab');
    await expect(log(page).getByText(answer)).toBeVisible();
    const entry = rail(other).getByRole('button', { name: /^Hello from the first/ });
    await expect(entry).toContainText('2 messages');

    // The second tab answers in it: its count follows the first tab's, and the first tab's list hears of it.
    await entry.click();
    await send(other, 'And from the second');
    await expect(log(other).getByText(answer)).toHaveCount(2);
    await expect(
      rail(page)
        .getByRole('button', { name: /^Hello from the first/ })
        .locator('.thread-count'),
    ).toHaveText('4 messages');

    await rail(page)
      .getByRole('button', { name: /^Delete conversation/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    await expect(rail(other).getByText('No chat history yet')).toBeVisible();

    // A tab away from the chat hears nothing, and reads the list again when it comes back.
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top' }).click();
    await send(page, 'While the other tab reads the feed');
    await expect(log(page).getByText(answer)).toBeVisible();
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat with f8' }).click();
    await expect(rail(other).getByRole('button', { name: /^While the other tab/ })).toBeVisible();
  });

  test('offline, a message is not saved at once (devkit mode keeps no write), and Retry stores it once back online', async ({
    page,
    request,
    devkit,
    context,
  }) => {
    await openChatSignedIn(page, request, 'offline-devkit');
    await devkit.loadScenario('reply-plain-text');
    await context.setOffline(true);
    await send(page, 'Sent with no network');
    await expect(log(page).getByText('· Not saved')).toBeVisible();
    await expect(log(page).getByRole('alert')).toHaveText(SORRY);
    await context.setOffline(false);
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByText("It's lovely that you're thinking about them. What would you like to say?")).toBeVisible();
    await expect(log(page).getByText('Sent with no network')).toHaveCount(1);
    expect(await devkit.journal({ name: 'f8ChatEurW' })).toHaveLength(1);
  });

  test('Retry of a message whose write landed though its answer was lost stores it once', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'lost-answer');
    await devkit.loadScenario('reply-plain-text');
    // The live stream is down too, so the page cannot see the copy that landed: only Retry finds out.
    await page.route('**/messages/live**', (route) => route.abort());
    await devkit.faults.add({ target: 'PUT users/*/chatThreads/*/messages/*', code: 'unavailable', afterWrite: true, times: 1 });
    await send(page, 'Written once');
    await expect(log(page).getByText('· Not saved')).toBeVisible();
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByText("It's lovely that you're thinking about them. What would you like to say?")).toBeVisible();
    // The user's message written twice under one id (stored, then answered with the stored copy), and f8's reply.
    const writes = (await devkit.journal({ prefix: 'PUT users/' })).filter((call) => call.name.includes('/messages/'));
    expect(writes).toHaveLength(3);
    expect(writes[1]?.name).toBe(writes[0]?.name);
    await page.unroute('**/messages/live**');
    await reloadOnceSaved(page);
    await rail(page)
      .getByRole('button', { name: /^Written once/ })
      .click();
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText([
      'Written once',
      "It's lovely that you're thinking about them. What would you like to say?",
    ]);
  });

  test('Retry of a message that landed and was answered in another tab meanwhile does not ask f8 again', async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'answered-elsewhere');
    await devkit.loadScenario('reply-plain-text');
    await page.route('**/messages/live**', (route) => route.abort());
    await devkit.faults.add({ target: 'PUT users/*/chatThreads/*/messages/*', code: 'unavailable', afterWrite: true, times: 1 });
    await send(page, 'Answer me once');
    await expect(log(page).getByText('· Not saved')).toBeVisible();
    // Another tab finds the message stored without an answer, and asks f8 about it.
    const other = await page.context().newPage();
    await other.goto('/f8chat');
    await rail(other)
      .getByRole('button', { name: /^Answer me once/ })
      .click();
    await other.getByRole('button', { name: 'Ask again' }).click();
    const reply = "It's lovely that you're thinking about them. What would you like to say?";
    await expect(log(other).getByText(reply)).toBeVisible();
    await other.close();
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByText(reply)).toBeVisible();
    await expect(log(page).getByText('· Not saved')).toHaveCount(0);
    expect(await devkit.journal({ name: 'f8ChatEurW' })).toHaveLength(1);
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(['Answer me once', reply]);
  });

  test('Retry while another tab is asking f8 about the message waits for that answer and shows it, without asking', async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'asked-elsewhere');
    await page.route('**/messages/live**', (route) => route.abort());
    await devkit.faults.add({ target: 'PUT users/*/chatThreads/*/messages/*', code: 'unavailable', afterWrite: true, times: 1 });
    await send(page, 'Still on its way');
    await expect(log(page).getByText('· Not saved')).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/f8chat');
    await rail(other)
      .getByRole('button', { name: /^Still on its way/ })
      .click();
    await devkit.loadScenario('hang');
    await other.getByRole('button', { name: 'Ask again' }).click();
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual(['f8ChatEurW']);
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await devkit.holds.release({ step: { reply: { message: 'Answered in the other tab', responses: [] } } });
    await expect(log(page).getByText('Answered in the other tab')).toBeVisible();
    await expect(log(page).getByText('· Not saved')).toHaveCount(0);
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(['Still on its way', 'Answered in the other tab']);
    expect(await devkit.journal({ name: 'f8ChatEurW' })).toHaveLength(1);
    await other.close();
  });

  test("slow writes say 'Saving…', then 'Waiting for connection', for the user's message and f8's answer", async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'slow-store');
    await devkit.loadScenario('reply-plain-text');
    await devkit.faults.add({ target: 'PUT users/*/chatThreads/*/messages/*', delayMs: 6000, times: 2 });
    expect(await leavingAsks(page)).toBe(false);
    await send(page, 'Through a slow store');
    const mine = log(page).getByRole('article').filter({ hasText: 'Through a slow store' });
    await expect(mine.getByText('· Saving…')).toBeVisible();
    expect(await leavingAsks(page)).toBe(true);
    await expect(mine.getByText('· Waiting for connection')).toBeVisible();
    // A message may wait so for long (offline): it stays readable, in both schemes.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, '.message-log');
      expect(violations, colorScheme).toEqual([]);
    }
    // Stored: f8 answers, and its answer shows at once, noted while it is stored in turn.
    const answer = page.locator('.bubble.streaming');
    await expect(answer).toContainText("It's lovely that you're thinking about them.", { timeout: 10_000 });
    await expect(mine.getByText('· Waiting for connection')).toHaveCount(0);
    await expect(answer.getByText('· Saving…')).toBeVisible();
    await expect(answer.getByText('· Waiting for connection')).toBeVisible();
    await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(
      ['Through a slow store', "It's lovely that you're thinking about them. What would you like to say?"],
      { timeout: 10_000 },
    );
    await expect(page.getByText('· Waiting for connection')).toHaveCount(0);
    // Once the thread's count, written last, has landed too.
    await expect.poll(() => leavingAsks(page)).toBe(false);
  });

  test('f8 is typing while a call is held, and the answer lands when it is released', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'hold');
    await devkit.loadScenario('hang');
    await send(page, 'Are you there?');
    await expect(page.getByRole('status').filter({ hasText: 'f8 is typing...' })).toBeVisible();
    // While f8 answers, Stop stands where Send was.
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual(['f8ChatEurW']);
    // Another conversation waits for this answer, and says why.
    const elsewhere = 'f8 is answering in another chat.';
    await page.getByRole('button', { name: 'New Chat' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: elsewhere })).toBeVisible();
    await expect(page.getByText('f8 is AI — helpful, but not always right.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await rail(page)
      .getByRole('button', { name: /^Are you there/ })
      .click();
    await expect(page.getByText(elsewhere)).toHaveCount(0);
    await devkit.holds.release({ step: { reply: { message: 'Here now. What is on your mind?', responses: ['Work', 'Family'] } } });
    await expect(log(page).getByText('Here now. What is on your mind?')).toBeVisible();
    await expect(page.getByText('f8 is typing...')).toHaveCount(0);
  });

  /** Opens the thread `title` begins from the history, after a reload; its messages' words as stored. */
  async function reloadedThread(page: Page, title: RegExp) {
    await reloadOnceSaved(page);
    await rail(page).getByRole('button', { name: title }).click();
    return log(page).getByRole('article').locator('.bubble-text');
  }

  test('Stop while f8 answers stores nothing of f8 and frees the box at once; Ask again answers the same message once', async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'stop');
    await devkit.loadScenario('hang');
    await send(page, 'Stop me');
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual(['f8ChatEurW']);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByText('f8 is typing...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
    await expect(input(page)).toBeFocused();
    await expect(page.getByText('f8 hasn’t answered this yet.')).toBeVisible();
    // Said to a screen reader, as the typing status just goes.
    await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toHaveCount(1);
    // The held answer, released now, comes too late: it is dropped, and nothing is stored for f8.
    await devkit.holds.release({ step: { reply: { message: 'Too late', responses: [] } } });
    await expect.poll(async () => (await devkit.journal({ name: 'f8ChatEurW' })).length).toBe(1);
    await expect(await reloadedThread(page, /^Stop me/)).toHaveText(['Stop me']);
    await expect(rail(page).locator('.thread-count')).toHaveText('1 message');
    await devkit.setScript({ rules: [{ steps: [{ reply: { message: 'Answered again', responses: [] } }] }] });
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(log(page).getByText('Answered again')).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(await reloadedThread(page, /^Stop me/)).toHaveText(['Stop me', 'Answered again']);
    await expect(rail(page).locator('.thread-count')).toHaveText('2 messages');
  });

  test('a streamed answer grows as it is written; Stop keeps what came as the answer, stored', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'stream');
    await devkit.loadScenario('stream-slow');
    await send(page, 'Stream to me');
    // As testers.md says to find it: beside the log, whose live region reads the answer once, complete.
    const growing = page.getByRole('group', { name: "f8's answer so far" });
    await expect(growing).toContainText('That sounds');
    await expect(log(page)).not.toContainText('That sounds');
    // The first chunk shows while the last is not yet sent, in the typing indicator's place.
    await expect(growing).not.toContainText('most right now?');
    await expect(page.getByText('f8 is typing...')).toHaveCount(0);
    await expect(log(page).getByText('That sounds like a lot. What would help most right now?')).toBeVisible();
    await expect(growing).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).toHaveText([
      'Talking it through',
      'Just listening',
    ]);
    // Read out once, complete.
    await expect(page.getByRole('status').filter({ hasText: 'f8 says:' })).toHaveText(
      'f8 says: That sounds like a lot. What would help most right now?',
    );
    await devkit.setScript({ rules: [{ steps: [{ stream: { chunks: ['Kept words. ', 'Lost words.'], delayMs: 5000 } }] }] });
    await send(page, 'Stop me midway');
    await expect(growing).toContainText('Kept words.');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(log(page).getByRole('article').last().locator('.bubble-text')).toHaveText('Kept words.');
    await expect(input(page)).toBeFocused();
    await expect(await reloadedThread(page, /^Stream to me/)).toHaveText([
      'Stream to me',
      'That sounds like a lot. What would help most right now?',
      'Stop me midway',
      'Kept words.',
    ]);
    await expect(rail(page).locator('.thread-count')).toHaveText('4 messages');
  });

  test("after f8's apology Ask again asks about the same message, and Escape in the box stops f8 too", async ({
    page,
    request,
    devkit,
  }) => {
    await openChatSignedIn(page, request, 'ask-again');
    await devkit.loadScenario('error-unavailable');
    await send(page, 'Are you up?');
    await expect(log(page).getByRole('alert')).toHaveText(SORRY);
    // Under the user's message, before the apology.
    await expect(log(page).locator(':scope > *')).toHaveText([/^Are you up\?/, 'Ask again', /^Sorry, I'm having trouble/]);
    await devkit.loadScenario('hang');
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    await expect(log(page).getByRole('alert')).toHaveCount(0);
    await input(page).press('Escape');
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
    await expect(page.getByText('f8 hasn’t answered this yet.')).toBeVisible();
    await devkit.setScript({ rules: [{ steps: [{ reply: { message: 'Yes, here.', responses: [] } }] }] });
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(log(page).getByText('Yes, here.')).toBeVisible();
    await expect(await reloadedThread(page, /^Are you up/)).toHaveText(['Are you up?', 'Yes, here.']);
    await expect(rail(page).locator('.thread-count')).toHaveText('2 messages');
  });

  test('a message left unanswered by a reload mid-send can be asked again, and is stored once', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'reload');
    await devkit.loadScenario('hang');
    await send(page, 'Still there after a reload?');
    // The message is stored and f8 is being asked when the page goes.
    await expect.poll(async () => (await devkit.holds.list()).map((call) => call.name)).toEqual(['f8ChatEurW']);
    await page.reload();
    await devkit.clearScript();
    await rail(page)
      .getByRole('button', { name: /^Still there after a reloa/ })
      .click();
    await expect(log(page).getByRole('article')).toHaveCount(1);
    await expect(page.getByText('f8 hasn’t answered this yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(log(page).getByRole('article')).toHaveCount(2);
    await expect(log(page).getByText('Still there after a reload?')).toHaveCount(1);
    await expect(page.getByText('f8 hasn’t answered this yet.')).toHaveCount(0);
    await expect(input(page)).toBeFocused();
  });

  test('an open thread shows its newest 20 and loads older messages on request', async ({ page }) => {
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await page.goto('/f8chat');
    // The demo's reconnecting thread holds 24 messages: more than one page.
    await rail(page)
      .getByRole('button', { name: /^How do I reconnect with @/ })
      .click();
    await expect(log(page).getByRole('article')).toHaveCount(20);
    const older = page.getByRole('button', { name: 'Load older messages' });
    await older.scrollIntoViewIfNeeded();
    // The reader's place is kept: the message that was first stays where it was, the older ones above it.
    const wasFirst = log(page).getByRole('article').first();
    const top = async () => (await wasFirst.boundingBox())?.y ?? NaN;
    await expect(wasFirst).toBeInViewport();
    const before = await top();
    const firstText = await wasFirst.locator('.bubble-text').innerText();
    await older.click();
    await expect(log(page).getByRole('article')).toHaveCount(24);
    const same = log(page).getByRole('article').filter({ hasText: firstText }).first();
    expect(Math.abs(((await same.boundingBox())?.y ?? NaN) - before)).toBeLessThan(2);
    await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
    // The button went with the last older page: the focus is on the conversation, not lost.
    await expect(log(page)).toBeFocused();
  });

  test('deleting a thread from the history gives the focus to the entry now in its place', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'delete-focus');
    await devkit.loadScenario('reply-plain-text');
    for (const text of ['Third thread', 'Second thread', 'First thread']) {
      await send(page, text);
      await expect(log(page).getByRole('article')).toHaveCount(2);
      await rail(page).getByRole('button', { name: 'New Chat' }).click();
    }
    await expect(rail(page).getByRole('listitem')).toHaveCount(3);
    await rail(page).getByRole('button', { name: 'Delete conversation “Second thread...”' }).click();
    await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rail(page).getByRole('listitem')).toHaveCount(2);
    await expect(rail(page).getByRole('button', { name: /^Third thread/ })).toBeFocused();
  });

  test('a message written in another tab arrives live in the open thread, once', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'live');
    await devkit.loadScenario('conversation');
    await send(page, 'First words');
    await expect(log(page).getByText("Hi! I'm f8. Who's on your mind today?")).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/f8chat');
    await rail(other)
      .getByRole('button', { name: /^First words/ })
      .click();
    await expect(log(other).getByText('First words')).toBeVisible();
    await send(other, 'Written in the other tab');
    await expect(log(page).getByText('Written in the other tab')).toBeVisible();
    await expect(log(page).getByText('Written in the other tab')).toHaveCount(1);
    await other.close();
  });

  test('the log follows new messages only while the reader is at the bottom; otherwise "New messages" appears', async ({
    page,
    request,
    devkit,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openChatSignedIn(page, request, 'scroll');
    await devkit.loadScenario('reply-plain-text');
    for (let i = 1; i <= 5; i++) {
      await send(page, `Message number ${i}`);
      await expect(log(page).getByRole('article')).toHaveCount(i * 2);
    }
    const scroller = page.locator('.message-scroller');
    await expect(log(page).getByRole('article').last()).toBeInViewport();
    // The reader scrolls up to read; a message written elsewhere arrives meanwhile.
    await scroller.evaluate((node) => node.scrollTo({ top: 0 }));
    const other = await page.context().newPage();
    await other.goto('/f8chat');
    await rail(other)
      .getByRole('button', { name: /^Message number 1/ })
      .click();
    await send(other, 'From elsewhere');
    await expect(log(page).getByText('From elsewhere')).toHaveCount(1);
    const jump = page.getByRole('button', { name: /New messages/ });
    await expect(jump).toBeVisible();
    await expect(log(page).getByRole('article').first()).toBeInViewport();
    await jump.click();
    await expect(log(page).getByRole('article').last()).toBeInViewport();
    await expect(jump).toHaveCount(0);
    await other.close();
  });

  test("on a phone the log follows each of f8's answers to its end, suggestions included, while the reader stays there", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChatSignedIn(page, request, 'follow');
    const scroller = page.locator('.message-scroller');
    const belowView = () => scroller.evaluate((node) => node.scrollHeight - node.clientHeight - node.scrollTop);
    for (let i = 1; i <= 4; i++) {
      await send(page, `Tell me more, part ${i}`);
      await expect(log(page).getByRole('article')).toHaveCount(i * 2);
      await expect(page.getByRole('group', { name: 'Suggested replies' })).toBeVisible();
      await expect.poll(belowView).toBeLessThan(2);
      await expect(page.getByRole('button', { name: /New messages/ })).toHaveCount(0);
    }
  });

  test('deleting the open thread empties the history and returns to the initial state', async ({ page, request, devkit }) => {
    await openChatSignedIn(page, request, 'delete');
    await devkit.loadScenario('reply-plain-text');
    await send(page, 'Short lived');
    await expect(log(page).getByRole('article')).toHaveCount(2);
    await rail(page).getByRole('button', { name: 'Delete conversation “Short lived...”' }).click();
    await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    await expect(rail(page).getByText('No chat history yet')).toBeVisible();
    await reloadOnceSaved(page);
    await expect(rail(page).getByText('No chat history yet')).toBeVisible();
  });

  test('on a phone, deleting from the history drawer asks in a dialog that answers, and Cancel keeps the thread', async ({
    page,
    request,
    devkit,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChatSignedIn(page, request, 'phone-delete');
    await devkit.loadScenario('reply-plain-text');
    await send(page, 'Short lived');
    await expect(log(page).getByRole('article')).toHaveCount(2);
    const toggle = page.getByRole('button', { name: 'Chat History', exact: true });
    const remove = rail(page).getByRole('button', { name: 'Delete conversation “Short lived...”' });
    const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });

    await toggle.click();
    await remove.click();
    // The drawer gives way to the question, whose buttons take the pointer and the keyboard.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(log(page).getByRole('article')).toHaveCount(2);
    // Kept: back in the drawer, on the button pressed.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    // The safe answer has the focus; the other is one Shift+Tab away.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The open conversation went: the first screen, its message box focused, the drawer closed.
    await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('on a phone, deleting another conversation from the drawer goes back to the drawer, on the one now in its place', async ({
    page,
    request,
    devkit,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChatSignedIn(page, request, 'phone-delete-other');
    await devkit.loadScenario('reply-plain-text');
    await send(page, 'First talk');
    await expect(log(page).getByRole('article')).toHaveCount(2);
    await page.getByRole('region', { name: "let's chat" }).getByRole('button', { name: 'New Chat' }).click();
    await send(page, 'Second talk');
    await expect(log(page).getByRole('article')).toHaveCount(2);
    const toggle = page.getByRole('button', { name: 'Chat History', exact: true });
    await toggle.click();
    await rail(page).getByRole('button', { name: 'Delete conversation “First talk...”' }).click();
    await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rail(page).getByRole('button', { name: /^First talk/ })).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(rail(page).getByRole('button', { name: /^Second talk/ })).toBeFocused();
    await expect(log(page).getByText('Second talk')).toBeVisible();
  });

  test('the input stops at 250 characters with the counter in its danger style', async ({ page, request }) => {
    await openChatSignedIn(page, request, 'limit');
    await input(page).fill('x'.repeat(300));
    await expect(input(page)).toHaveValue('x'.repeat(250));
    await expect(page.getByText('250/250')).toHaveClass(/is-danger/);
    // The colours are said aloud too, per level, by a status of the composer.
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    await expect(said('At the limit of 250 characters.')).toHaveCount(1);
    await input(page).fill('x'.repeat(210));
    await expect(page.getByText('210/250')).toHaveClass(/is-warning/);
    await expect(said('Nearing the limit of 250 characters.')).toHaveCount(1);
    await input(page).fill('x'.repeat(20));
    await expect(said('limit of 250')).toHaveCount(0);
  });

  test('keyboard only: mention someone with the arrows, send with Enter, focus stays in the input', async ({ page, devkit }) => {
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await page.goto('/f8chat');
    await devkit.loadScenario('conversation');
    await expect(input(page)).toHaveAttribute('placeholder', 'Type a message... (use @ to mention)');
    await input(page).focus();
    await page.keyboard.type('Thinking of @');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await expect(list.getByRole('option')).toHaveText(['@Ana', '@Jordan', '@Leo', '@Priya', '@Sam']); // the demo's saved people
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('Thinking of @Jordan ');
    await page.keyboard.type('today');
    await page.keyboard.press('Enter');
    await expect(log(page).getByText('It sounds like they matter to you. What would you like them to know?')).toBeVisible();
    await expect(input(page)).toBeFocused();
    const [call] = await devkit.journal({ name: 'f8ChatEurW' });
    expect((call?.body as { data: { mentions: { name: string }[] } }).data.mentions).toEqual([expect.objectContaining({ name: 'Jordan' })]);
  });

  test("f8's words are safe rich text, and mentions of the user's people are chips", async ({ page, devkit }) => {
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await page.goto('/f8chat');
    const message = [
      '**A plan** for @Jordan, not @Nobody:',
      '',
      '1. Call *today*',
      '2. Say `sorry`',
      '',
      '- [a guide](https://example.com/guide)',
      '- [a trap](javascript:alert(1))',
      '',
      'Raw <img src=x onerror=alert(1)> stays text; ![a photo](https://example.com/photo.png) is its alt text.',
    ].join('\n');
    await devkit.setScript({ rules: [{ steps: [{ reply: { message, responses: [] } }] }] });
    await send(page, 'Thinking of @Jordan and @Nobody');
    const mine = log(page).getByRole('article', { name: /^You/ }).last();
    await expect(mine.locator('.mention-chip')).toHaveText(['@Jordan']);
    await expect(mine).toContainText('Thinking of @Jordan and @Nobody');
    const reply = log(page).getByRole('article', { name: /^f8/ }).last();
    await expect(reply.locator('strong')).toHaveText('A plan');
    await expect(reply.locator('.mention-chip')).toHaveText(['@Jordan']);
    await expect(reply.getByRole('list')).toHaveCount(2);
    await expect(reply.getByRole('listitem')).toHaveText(['Call today', 'Say sorry', 'a guide', 'a trap']);
    await expect(reply.locator('em')).toHaveText('today');
    await expect(reply.locator('code')).toHaveText('sorry');
    const guide = reply.getByRole('link', { name: 'a guide' });
    await expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(reply.getByRole('link')).toHaveCount(1);
    await expect(reply).toContainText('Raw <img src=x onerror=alert(1)> stays text; a photo is its alt text.');
    await expect(reply.locator('img')).toHaveCount(0);
    // Read out once, as words: no markdown signs (the offline guard also fails the test on any image fetched).
    await expect(page.getByRole('status').filter({ hasText: 'f8 says:' })).toContainText('f8 says: A plan for @Jordan, not @Nobody:');
    // The history's preview of the last message reads as the words, without the markdown's signs.
    await expect(
      rail(page)
        .getByRole('button', { name: /^Thinking of @Jordan and @\.\.\./ })
        .first(),
    ).toContainText('A plan for @Jordan, not @Nobody: Call today Say sorry');
    // The same after a reload, from the stored message.
    await reloadOnceSaved(page);
    const thread = rail(page)
      .getByRole('button', { name: /^Thinking of @Jordan and @\.\.\./ })
      .first();
    await thread.click();
    await expect(log(page).getByRole('article', { name: /^f8/ }).last().locator('strong')).toHaveText('A plan');
    await expect(log(page).getByRole('article', { name: /^You/ }).last().locator('.mention-chip')).toHaveText(['@Jordan']);
  });

  test('on a phone the history opens as a drawer and the input stays on screen', async ({ page, request, devkit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChatSignedIn(page, request, 'phone');
    await devkit.loadScenario('conversation');
    await expect(input(page)).toBeInViewport();
    await expect(rail(page)).not.toBeInViewport();
    await send(page, 'From my phone');
    await expect(log(page).getByText("Hi! I'm f8. Who's on your mind today?")).toBeVisible();
    await expect(input(page)).toBeInViewport();
    await page.getByRole('button', { name: 'Chat History' }).click();
    await expect(rail(page)).toBeInViewport();
    await expect(rail(page).getByRole('button', { name: /^From my phone/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rail(page)).not.toBeInViewport();
  });
});
