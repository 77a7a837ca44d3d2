import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, createAccount, idTokenFor, signInFresh, signInViaUi, uniqueEmail } from '../e2e/auth-helpers';
import { expect, reloadOnceSaved, test, type Devkit } from '../e2e/fixtures';
import { FIRESTORE_ORIGIN } from './ports';

/**
 * The site in emulators mode: per-user documents live in the Firestore emulator, under the project's
 * firestore.rules, written and read by the Firestore adapters in the browser, as in production.
 */
// Firestore round trips through the emulator make these longer than the devkit specs on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const SORRY = "Sorry, I'm having trouble connecting right now. Please try again later.";
// What f8 says to every message under the dev kit's 'reply-plain-text' scenario.
const REPLY = "It's lovely that you're thinking about them. What would you like to say?";
const input = (page: Page) => page.getByRole('textbox', { name: 'Message f8' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation with f8' });
const rail = (page: Page) => page.getByRole('complementary', { name: 'Chat History' });
const documentsUrl = (path: string) => `${FIRESTORE_ORIGIN}/v1/projects/demo-f8/databases/(default)/documents/${path}`;

/**
 * The Firestore emulator unreachable while the browser says it is online: Firestore keeps the writes and tries again.
 * The returned function makes it reachable again, as when a network comes back: Firestore tries at once, not after its
 * back-off.
 */
async function cutTheStore(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  const store = `${FIRESTORE_ORIGIN}/google.firestore.v1.Firestore/**`;
  await context.route(store, (route) => route.abort());
  return async () => {
    await context.unroute(store);
    await page.evaluate(() => dispatchEvent(new Event('online')));
  };
}

/**
 * Opens the f8 chat with f8 scripted to answer REPLY, and sends `text` as a new conversation's first message: done once
 * f8 has answered and the thread is counted (the list read again), as a person would wait for it.
 */
async function firstExchange(page: Page, devkit: Devkit, text: string): Promise<void> {
  await page.goto('/f8chat');
  await devkit.loadScenario('reply-plain-text');
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(log(page).getByText(REPLY)).toBeVisible();
  await expect(rail(page).getByText('2 messages')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  // Without the emulator the stack falls back to devkit mode; that must fail here, never pass unnoticed.
  const up = await request.get(`${FIRESTORE_ORIGIN}/`).then(
    (res) => res.ok(),
    () => false,
  );
  expect(up, `the Firestore emulator is not running at ${FIRESTORE_ORIGIN}: see docs/architecture.md (the offline stack)`).toBe(true);
});

test('sign-up writes the profile and the firstLoad document to Firestore', async ({ page, request, devkit }) => {
  const email = uniqueEmail('fs-signup');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Display name').fill('Ada Firestore');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('long-enough');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');
  const { uid } = await idTokenFor(request, email, 'long-enough');
  await expect.poll(async () => (await devkit.exportStore()).documents[`users/${uid}/meta/firstLoad`]).toBeDefined();
  const { documents } = await devkit.exportStore();
  expect(documents[`users/${uid}`]).toEqual({
    uid,
    email,
    displayName: 'Ada Firestore',
    firstName: 'Ada',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    language: 'en',
    timezone: expect.any(String),
  });
  expect(documents[`users/${uid}/meta/firstLoad`]).toEqual({ created: expect.stringMatching(/^\d{4}-/), platform: 'web' });
  // The dashboard reads the stored profile back.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeVisible();
});

test('the dashboard chat: the function writes the exchange to Firestore and the page shows it live', async ({ page, request }) => {
  await signInFresh(page, request, 'fs-dashboard', 'Dana Dash');
  await page.goto('/dashboard');
  const messages = page.getByRole('list', { name: 'Messages' });
  await page.getByRole('textbox', { name: 'Message f8' }).fill('I miss my sister');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.locator('.from-user')).toHaveText(/I miss my sister/);
  await expect(messages.locator('.from-f8').last()).toContainText('Dana');
  await page.reload();
  await expect(messages.locator('.from-user')).toHaveText(/I miss my sister/);
});

test('the f8 chat end to end: a thread, a reply, a reload, and a deletion, all in Firestore', async ({ page, request, devkit }) => {
  await signInFresh(page, request, 'fs-chat', 'Chat Person');
  await page.goto('/f8chat');
  await devkit.loadScenario('conversation');
  await input(page).fill('Hello f8');
  await input(page).press('Enter');
  await expect(log(page).getByText("Hi! I'm f8. Who's on your mind today?")).toBeVisible();
  await page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'A friend' }).click();
  await expect(log(page).getByText('Thanks for telling me. How are you feeling about it?')).toBeVisible();
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
  await rail(page)
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rail(page).getByRole('button', { name: /^Hello f8/ })).toHaveCount(0);
  await page.reload();
  await expect(rail(page).getByRole('button', { name: /^Hello f8/ })).toHaveCount(0);
});

test('a message typed while the store is unreachable survives a reload, then is stored once and answered', async ({
  page,
  request,
  devkit,
  context,
}) => {
  const email = await signInFresh(page, request, 'fs-reload', 'Rita Reload');
  const { uid } = await idTokenFor(request, email, 'secret-pass');
  await firstExchange(page, devkit, 'Before the tunnel');
  const reconnect = await cutTheStore(page, context);
  await input(page).fill('Typed in the tunnel');
  await input(page).press('Enter');
  const bubble = () => log(page).getByRole('article').filter({ hasText: 'Typed in the tunnel' });
  await expect(bubble().getByText('· Saving…')).toBeVisible();
  await expect(bubble().getByText('· Waiting for connection')).toBeVisible({ timeout: 10_000 });
  // Leaving asks first; this person leaves anyway.
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => (resolve(dialog.type()), void dialog.accept())));
  await page.reload();
  expect(await asked).toBe('beforeunload');
  // Read from this browser's cache: the thread, and in it the message still waiting.
  await rail(page)
    .getByRole('button', { name: /^Before the tunnel/ })
    .click();
  await expect(bubble().getByText('· Waiting for connection')).toBeVisible();
  await expect(log(page).getByRole('button', { name: 'Ask again' })).toHaveCount(0);
  await reconnect();
  await expect(bubble().getByText('· Waiting for connection')).toHaveCount(0, { timeout: 30_000 });
  await expect(log(page).getByText(REPLY)).toHaveCount(2, { timeout: 30_000 });
  const stored = async () => {
    const res = await request.get(documentsUrl(`users/${uid}/chatThreads`), { headers: { Authorization: 'Bearer owner' } });
    const body = (await res.json()) as { documents?: { name: string; fields: { messageCount?: { integerValue?: string } } }[] };
    const thread = body.documents?.[0];
    if (!thread) return null;
    const messages = await request.get(`${FIRESTORE_ORIGIN}/v1/${thread.name}/messages`, { headers: { Authorization: 'Bearer owner' } });
    const texts = ((await messages.json()) as { documents?: { fields: { text: { stringValue: string } } }[] }).documents ?? [];
    return { count: thread.fields.messageCount?.integerValue, texts: texts.map((d) => d.fields.text.stringValue).sort() };
  };
  await expect.poll(stored).toEqual({ count: '4', texts: ['Before the tunnel', REPLY, REPLY, 'Typed in the tunnel'].sort() });
});

test('the first message of a new conversation, typed while the store is unreachable, survives a reload with its thread', async ({
  page,
  request,
  devkit,
  context,
}) => {
  await signInFresh(page, request, 'fs-reload-new', 'Nina New');
  await page.goto('/f8chat');
  await devkit.loadScenario('reply-plain-text');
  // The thread list read, so this browser's cache holds the (empty) list to show after the reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new conversation' })).toBeVisible();
  const reconnect = await cutTheStore(page, context);
  await input(page).fill('A new start in the tunnel');
  await input(page).press('Enter');
  const bubble = () => log(page).getByRole('article').filter({ hasText: 'A new start in the tunnel' });
  await expect(bubble().getByText('· Waiting for connection')).toBeVisible({ timeout: 10_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await rail(page)
    .getByRole('button', { name: /^A new start in the/ })
    .click();
  await expect(bubble().getByText('· Waiting for connection')).toBeVisible();
  await reconnect();
  await expect(log(page).getByText(REPLY)).toBeVisible({
    timeout: 30_000,
  });
  await expect(bubble().getByText('· Waiting for connection')).toHaveCount(0);
  await reloadOnceSaved(page);
  await rail(page)
    .getByRole('button', { name: /^A new start in the/ })
    .click();
  await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(['A new start in the tunnel', REPLY]);
  await expect(rail(page).getByRole('button', { name: /^A new start in the/ })).toHaveCount(1);
  await expect(rail(page).locator('.thread-count')).toHaveText('2 messages');
});

test("f8's streamed answer, stopped midway, is stored in Firestore as what came, and counted", async ({ page, request, devkit }) => {
  const email = await signInFresh(page, request, 'fs-stream', 'Stream Person');
  const { uid } = await idTokenFor(request, email, 'secret-pass');
  await page.goto('/f8chat');
  await devkit.setScript({ rules: [{ steps: [{ stream: { chunks: ['What came. ', 'What never came.'], delayMs: 10_000 } }] }] });
  await input(page).fill('Stream and stop');
  await input(page).press('Enter');
  await expect(page.locator('.bubble.streaming')).toContainText('What came.');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(['Stream and stop', 'What came.']);
  // The thread's count in Firestore, once the page has written it (a reload before then would drop the write).
  const storedCount = async () => {
    const res = await request.get(documentsUrl(`users/${uid}/chatThreads`), { headers: { Authorization: 'Bearer owner' } });
    const body = (await res.json()) as { documents?: { fields: { messageCount?: { integerValue?: string } } }[] };
    return body.documents?.[0]?.fields.messageCount?.integerValue;
  };
  await expect.poll(storedCount).toBe('2');
  await reloadOnceSaved(page);
  await rail(page)
    .getByRole('button', { name: /^Stream and stop/ })
    .click();
  await expect(log(page).getByRole('article').locator('.bubble-text')).toHaveText(['Stream and stop', 'What came.']);
  await expect(rail(page).locator('.thread-count')).toHaveText('2 messages');
});

test("an answer that comes after the sign-out is not stored, and Firestore's cache stays deleted", async ({ page, request, devkit }) => {
  const firestoreCaches = () =>
    page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name ?? '').filter((name) => name.startsWith('firestore/')));
  const email = await signInFresh(page, request, 'fs-late', 'Lena Late');
  const { uid } = await idTokenFor(request, email, 'secret-pass');
  await page.goto('/f8chat');
  await devkit.setScript({ rules: [{ steps: [{ delayMs: 3000, reply: 'Too late to keep' }] }] });
  await input(page).fill('Leaving now');
  await input(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'f8 is typing...' })).toBeVisible();
  const replyRefused = page.waitForEvent('console', { predicate: (message) => message.text().includes('Storing the reply failed') });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(firestoreCaches, { timeout: 15_000 }).toEqual([]);
  await replyRefused;
  expect(await firestoreCaches()).toEqual([]);
  const stored = await request.get(documentsUrl(`users/${uid}/chatThreads`), { headers: { Authorization: 'Bearer owner' } });
  const threads = ((await stored.json()) as { documents?: { name: string }[] }).documents ?? [];
  expect(threads).toHaveLength(1);
  const thread = threads[0]?.name.split('/').at(-1) ?? '';
  const messages = await request.get(documentsUrl(`users/${uid}/chatThreads/${thread}/messages`), {
    headers: { Authorization: 'Bearer owner' },
  });
  const texts = ((await messages.json()) as { documents?: { fields: { text: { stringValue: string } } }[] }).documents ?? [];
  expect(texts.map((d) => d.fields.text.stringValue)).toEqual(['Leaving now']);
});

test("the demo account's seeded thread pages through Firestore: newest 20, then the older 4", async ({ page }) => {
  await page.goto('/login');
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL('/');
  await page.goto('/f8chat');
  await rail(page)
    .getByRole('button', { name: /^How do I reconnect with @/ })
    .click();
  await expect(log(page).getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load older messages' }).click();
  await expect(log(page).getByRole('article')).toHaveCount(24);
});

test('a dev kit store fault refuses the message through the rules; cleared, Retry stores it', async ({ page, request, devkit }) => {
  const email = await signInFresh(page, request, 'fs-fault', 'Fay Fault');
  const { uid } = await idTokenFor(request, email, 'secret-pass');
  await page.goto('/f8chat');
  await devkit.loadScenario('reply-plain-text');
  // Rules cannot see dev kit sessions, so the fault names its user: parallel tests stay untouched.
  await devkit.faults.add({ target: 'POST users/*/chatThreads/*/messages', code: 'unavailable', uid });
  await input(page).fill('Keep me safe');
  await input(page).press('Enter');
  await expect(log(page).getByRole('alert')).toHaveText(SORRY);
  await expect(log(page).getByText('· Not saved')).toBeVisible();
  expect(await devkit.journal({ name: 'f8ChatEurW' })).toHaveLength(0);
  await devkit.faults.clear();
  await log(page).getByRole('button', { name: 'Retry' }).click();
  await expect(log(page).getByText(REPLY)).toBeVisible();
  await expect(log(page).getByText('· Not saved')).toHaveCount(0);
});

test("a second user cannot read the first user's threads", async ({ request }) => {
  const first = await createAccount(request, uniqueEmail('fs-owner'));
  const second = await createAccount(request, uniqueEmail('fs-other'));
  const thread = {
    fields: {
      title: { stringValue: 'Mine' },
      createdAt: { timestampValue: new Date().toISOString() },
      lastMessageAt: { timestampValue: new Date().toISOString() },
      messageCount: { integerValue: '0' },
    },
  };
  // Written with the emulator's owner token, as the backend would; the rules do not apply to it.
  const created = await request.patch(documentsUrl(`users/${first.uid}/chatThreads/t1`), {
    headers: { Authorization: 'Bearer owner' },
    data: thread,
  });
  expect(created.ok()).toBe(true);
  const asOwner = await request.get(documentsUrl(`users/${first.uid}/chatThreads`), {
    headers: { Authorization: `Bearer ${first.idToken}` },
  });
  expect(asOwner.status()).toBe(200);
  const asOther = await request.get(documentsUrl(`users/${first.uid}/chatThreads`), {
    headers: { Authorization: `Bearer ${second.idToken}` },
  });
  expect(asOther.status()).toBe(403);
  const asVisitor = await request.get(documentsUrl(`users/${first.uid}/chatThreads/t1`));
  expect(asVisitor.status()).toBe(403);
});

test('a message sent offline waits for the connection, then is stored and answered', async ({ page, request, devkit, context }) => {
  await signInFresh(page, request, 'fs-offline', 'Otto Offline');
  await firstExchange(page, devkit, 'Sent from a tunnel');
  await context.setOffline(true);
  await input(page).fill('Sent from a tunnel again');
  await input(page).press('Enter');
  const waiting = log(page).getByRole('article').filter({ hasText: 'Sent from a tunnel again' });
  await expect(waiting.getByText('· Waiting for connection')).toBeVisible();
  await expect(page.getByText('f8 is typing...')).toHaveCount(0);
  await context.setOffline(false);
  await expect(waiting.getByText('· Waiting for connection')).toHaveCount(0);
  await expect(log(page).getByText(REPLY)).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(log(page).getByText('Sent from a tunnel again')).toHaveCount(1);
});

test('a message that waits for the store is answered once, though another tab opened its thread meanwhile', async ({
  page,
  request,
  devkit,
  context,
}) => {
  await signInFresh(page, request, 'fs-two-tabs', 'Tess Tabs');
  await firstExchange(page, devkit, 'Open in two tabs');
  const reconnect = await cutTheStore(page, context);
  await input(page).fill('Sent while the store is away');
  await input(page).press('Enter');
  await expect(
    log(page)
      .getByRole('article')
      .filter({ hasText: 'Sent while the store is away' })
      .getByText(/Saving…|Waiting for connection/),
  ).toBeVisible();
  // A second tab opens the thread from Firestore's cache, which the tabs share: the message waits there too.
  const other = await context.newPage();
  await other.goto('/f8chat');
  await rail(other)
    .getByRole('button', { name: /^Open in two tabs/ })
    .click();
  await expect(log(other).getByText('Sent while the store is away')).toBeVisible();
  await reconnect();
  for (const [name, tab] of [
    ['the sender', page],
    ['the other tab', other],
  ] as const) {
    await expect(log(tab).getByText(REPLY), name).toHaveCount(2, { timeout: 30_000 });
    await expect(rail(tab).getByRole('button', { name: /^Open in two tabs.* 4 messages\b/ }), name).toBeVisible();
  }
  const asked = await devkit.journal({ name: 'f8ChatEurW' });
  expect(asked.map((call) => (call.data as { message: string }).message)).toEqual(['Open in two tabs', 'Sent while the store is away']);
  await other.close();
});

test('signing out deletes what Firestore kept on the device, in every tab; the next person starts afresh', async ({
  page,
  request,
  devkit,
  context,
}) => {
  const firestoreCaches = (tab: Page) =>
    tab.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name ?? '').filter((name) => name.startsWith('firestore/')));
  await signInFresh(page, request, 'fs-forget', 'Fern Forget');
  await firstExchange(page, devkit, 'Only on this device');
  const other = await context.newPage();
  await other.goto('/f8chat');
  await rail(other)
    .getByRole('button', { name: /^Only on this device/ })
    .click();
  await expect(log(other).getByText(REPLY)).toBeVisible();
  expect(await firestoreCaches(page)).not.toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  // The other tab follows the sign-out, lets its client go, and the cache goes with the last tab to let go.
  await expect(input(other)).toHaveAttribute('placeholder', 'Login to start chatting...');
  await expect.poll(() => firestoreCaches(page), { timeout: 15_000 }).toEqual([]);
  await other.close();
  const next = await signInFresh(page, request, 'fs-after', 'Nico Next');
  await firstExchange(page, devkit, 'A clean start');
  const { uid } = await idTokenFor(request, next, 'secret-pass');
  await expect
    .poll(async () => Object.keys((await devkit.exportStore()).documents).filter((path) => path.startsWith(`users/${uid}/chatThreads/`)))
    .not.toEqual([]);
});
