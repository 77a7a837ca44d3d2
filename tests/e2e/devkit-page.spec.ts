import type { Page } from '@playwright/test';
import { SESSION_HEADER } from '../../mock-server/session';
import { signInFresh } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, FEED_FUNCTION, test } from './fixtures';

// The control page at /__devkit, used as a person would, through the site's own origin. The devkit fixture
// puts the page in the test's session (header), so what it scripts reaches only this test's calls.

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the dev kit control page', () => {
  test('loads a scenario, and releases the call it holds with a scripted answer', async ({ page, context, request, devkit }) => {
    await page.goto('/__devkit');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev kit' })).toBeVisible();
    await expect(section(page, 'Session')).toContainText(`Current session: ${devkit.session}.`);

    const script = section(page, 'AI script');
    await script.getByLabel('Scenario').selectOption('hang');
    await expect(script.getByText(/^f8 never answers until the call is released/)).toBeVisible(); // the scenario's description
    await script.getByRole('button', { name: 'Load scenario' }).click();
    await expect(page.getByRole('status')).toHaveText(/Loaded scenario hang/);
    await expect(script.getByText("this session's own script")).toBeVisible();
    await expect(script.getByLabel('Script (JSON)')).toHaveValue(/"hold": true/);
    expect((await devkit.getScript()).scope).toBe('session');

    // The site, in another tab of the same session, asks f8 something; the scenario holds the call.
    const chat = await context.newPage();
    await chat.setExtraHTTPHeaders({ [SESSION_HEADER]: devkit.session });
    await signInFresh(chat, request, 'control-page', 'Paige Control');
    await chat.goto('/f8chat');
    await chat.getByRole('textbox', { name: 'Message f8' }).fill('Is anyone there?');
    await chat.getByRole('textbox', { name: 'Message f8' }).press('Enter');
    await expect(chat.getByRole('status').filter({ hasText: 'f8 is typing...' })).toBeVisible();

    const holds = section(page, 'Held calls');
    const release = holds.getByRole('button', { name: /^Release h\d+ \(f8ChatEurW\)$/ });
    await expect(release).toBeVisible(); // the list refreshes itself
    await holds
      .getByLabel('Answer released calls with this step (JSON, optional)')
      .fill('{"reply": {"message": "Released by hand.", "responses": ["Thanks"]}}');
    await release.click();
    await expect(page.getByRole('status')).toHaveText(/^Released h\d+\.$/);
    await expect(holds.getByText('No held calls.')).toBeVisible();

    await expect(chat.getByRole('log', { name: 'Conversation with f8' }).getByText('Released by hand.')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Thanks' })).toBeVisible();

    const journal = section(page, 'Journal');
    await journal.getByLabel('Name', { exact: true }).fill('f8ChatEurW');
    await journal.getByRole('button', { name: 'Filter journal' }).click();
    await expect(journal.getByRole('listitem')).toHaveCount(1);
    await expect(journal.getByRole('listitem')).toContainText(/f8ChatEurW → 200 · ok · answered/);
    await journal
      .getByRole('listitem')
      .getByText(/f8ChatEurW/)
      .click();
    await expect(journal.getByRole('listitem')).toContainText('Is anyone there?');
    await chat.close();
  });

  test('names each problem of an invalid script by its field path, and keeps the text', async ({ page, devkit }) => {
    await page.goto('/__devkit');
    const script = section(page, 'AI script');
    const box = script.getByLabel('Script (JSON)');
    // The page's first read of the script fills the box; a fill racing it would land after that text (CI saw it).
    await expect(box).toHaveValue(/"rules"/);
    await box.fill('{"rules": [{"steps": [{"error": {"status": "TEAPOT"}}]}, {"match": {"contain": "x"}, "steps": []}]}');
    await script.getByRole('button', { name: 'Save script' }).click();
    const problems = script.getByRole('alert');
    await expect(problems).toContainText('rules[0].steps[0].error.status');
    await expect(problems).toContainText('rules[1].match');
    await expect(problems).toContainText('rules[1].steps');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue(/TEAPOT/);
    expect((await devkit.getScript()).scope).toBe('none');

    await box.fill('{"rules": [');
    await script.getByRole('button', { name: 'Save script' }).click();
    await expect(problems).toContainText('The script is not valid JSON');
    // Clearing puts the script in force in the box: nothing there is refused any more.
    await script.getByRole('button', { name: 'Clear script' }).click();
    await expect(box).toHaveValue(/"rules": \[\]/);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(problems).toBeEmpty();

    await box.fill('{"rules": [{"name": "greeting", "steps": [{"reply": "Hello from the page"}]}]}');
    await script.getByRole('button', { name: 'Save script' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved the script (1 rules).');
    await expect(problems).toBeEmpty();
    expect((await devkit.getScript()).script?.rules[0]?.name).toBe('greeting');
    await script.getByRole('button', { name: 'Clear script' }).click();
    await expect(script.getByText('no script: calls go on to the real model or the companion')).toBeVisible();
  });

  test('keeps a script typed and not saved when another session is joined, and says so', async ({ page, devkit }) => {
    await page.goto('/__devkit');
    const script = section(page, 'AI script');
    const box = script.getByLabel('Script (JSON)');
    await expect(box).toHaveValue(/"rules"/);
    const typed = '{"rules": [{"name": "half-written", "steps": [{"reply": "Hel';
    await box.fill(typed);
    const session = section(page, 'Session');
    await session.getByLabel('Session id').fill(`${devkit.session}-other`);
    await session.getByRole('button', { name: 'Join session' }).click();
    await expect(page.getByRole('status')).toContainText('The script box keeps what you typed, not saved: Save puts it in force here.');
    await expect(box).toHaveValue(typed);
  });

  test('sets a fault the site meets, lists it and clears it', async ({ page, context, devkit }) => {
    await page.goto('/__devkit');
    const faults = section(page, 'Faults');
    await faults.getByLabel('Target').fill(FEED_FUNCTION);
    await faults.getByLabel('Error status').selectOption('UNAVAILABLE');
    await faults.getByLabel('Message').fill('down for a test');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Added fault f\d+ for getPplTalkMessagesEurW\.$/);
    const row = faults.getByRole('row').filter({ hasText: FEED_FUNCTION });
    await expect(row).toContainText('unavailable, “down for a test”');
    await expect(row).toContainText(`session ${devkit.session}`);

    const site = await context.newPage();
    await site.setExtraHTTPHeaders({ [SESSION_HEADER]: devkit.session });
    await site.goto('/');
    await expect(site.getByRole('alert')).toContainText('Unable to load messages');
    await site.close();

    await row.getByRole('button', { name: /^Remove fault f\d+$/ }).click();
    await expect(faults.getByText('No faults.')).toBeVisible();
    expect(await devkit.faults.list()).toEqual([]);

    // A fault answers with an error or a result, not both: the server names the field.
    await faults.getByLabel('Result (JSON, instead of an error)').fill('{"success": true}');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    await expect(faults.getByRole('alert')).toContainText('result: a fault answers with an error or a result, not both');
    expect(await devkit.faults.list()).toEqual([]);
  });

  test('a dropped call reaches the page as a failed request, the network failure its journal entry records', async ({ page, devkit }) => {
    await page.goto('/about');
    // Every call: the browser asks again, once, when a reused connection closes before any answer.
    await devkit.faults.add({ target: FEED_FUNCTION, drop: true });
    // What the Firebase SDK sees: a fetch that fails (it says `internal`), not an answer from the site's proxy (`unknown`).
    const outcome = await page.evaluate(async (name) => {
      try {
        const answer = await fetch(`/demo-f8/europe-west1/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: { sortMode: 'top' } }),
        });
        return `answered ${answer.status}`;
      } catch (error) {
        return `failed: ${(error as Error).name}`;
      }
    }, FEED_FUNCTION);
    expect(outcome).toBe('failed: TypeError');
    const entries = await devkit.journal({ name: FEED_FUNCTION });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toEqual(expect.objectContaining({ outcome: 'dropped', sdkCode: 'internal' }));
  });

  // Reset and a successful import act on every session at once, so parallel tests would meet them: the
  // contract tests cover those; here the page exports, and an import it refuses changes nothing.
  test('exports the store, and shows why an import is refused', async ({ page, devkit }) => {
    await page.goto('/__devkit');
    const store = section(page, 'Store');
    await store.getByRole('button', { name: 'Export store' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Exported \d+ documents\.$/);
    await expect(store.getByRole('link', { name: 'Download the export' })).toHaveAttribute('href', /^blob:/);
    const exported = JSON.parse(await store.getByLabel('Store JSON').inputValue()) as { documents: Record<string, unknown> };
    const demoProfile = Object.keys(exported.documents).find((path) => /^users\/[^/]+$/.test(path));
    expect(demoProfile, 'a profile is in the export').toBeDefined();
    expect((await devkit.exportStore()).documents[demoProfile ?? '']).toEqual(exported.documents[demoProfile ?? '']);

    await store.getByLabel('Store JSON').fill('{"documents": {"users": {}}}');
    await store.getByRole('button', { name: 'Import store' }).click();
    await expect(store.getByRole('alert')).toContainText('documents.users: ');
    expect(Object.keys((await devkit.exportStore()).documents)).toContain(demoProfile);
  });

  test('fits a phone, keeps the keyboard where it was as the journal refreshes, and drops an error a new try outdated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/__devkit');
    // Nothing wider than the phone but what scrolls in a box of its own (the tables).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const faults = section(page, 'Faults');
    const delay = faults.getByLabel('Delay (ms)');
    const box = await delay.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    // A name of its own, filtered on: other tests' calls are in the journal too.
    const name = `focusCheck${Date.now()}`;
    const journal = section(page, 'Journal');
    await journal.getByLabel('Name', { exact: true }).fill(name);
    await journal.getByRole('button', { name: 'Filter journal' }).click();
    const callFeed = () =>
      page.evaluate(async (name) => {
        const body = JSON.stringify({ data: {} });
        await fetch(`/demo-f8/europe-west1/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      }, name);
    await callFeed();
    const summaries = journal.locator('summary');
    await expect(summaries).toHaveCount(1);
    await summaries.first().focus();
    const focused = (await summaries.first().textContent()) ?? '';
    await callFeed();
    await expect(summaries).toHaveCount(2);
    await expect(summaries.filter({ hasText: focused })).toBeFocused();

    // A submit the browser's own checks stop leaves no earlier answer's error naming a field now right.
    await faults.getByLabel('Target').fill(FEED_FUNCTION);
    const result = faults.getByLabel('Result (JSON, instead of an error)');
    await result.fill('{bad');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    await expect(faults.getByRole('alert')).toContainText('not valid JSON');
    await result.fill('');
    await delay.fill('-5');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    await expect(faults.getByRole('alert')).toBeEmpty();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    // axe over the whole control page (journals, JSON boxes) took 25 s on a busy CI machine.
    test.slow();
    await page.goto('/__devkit');
    await expect(page.getByText('No held calls.')).toBeVisible();
    const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
