import { test as base, expect } from '@playwright/test';
import { withDevkit } from '../support/devkit-fixture';
import { signInFresh } from './auth-helpers';

// The fixture testers import (docs/testers.md, "A Playwright fixture"), used as they use it: over Playwright's own test,
// without this suite's fixtures. The guide's example, with a fresh account for the demo account's.
const test = withDevkit(base);

test('scripts f8, waits for its call and sees the answer', async ({ page, request, devkit }) => {
  await devkit.script([{ reply: { message: 'Hello from a script: {{message}}', responses: ['Thanks!'] } }]);
  await signInFresh(page, request, 'fixture', 'Fixture Person');
  await page.goto('/f8chat');
  const call = devkit.nextCall({ name: 'f8ChatEurW' });
  await page.getByRole('textbox', { name: 'Message f8' }).fill('anyone there?');
  await page.getByRole('textbox', { name: 'Message f8' }).press('Enter');
  expect((await call)?.data).toMatchObject({ message: 'anyone there?' });
  await expect(page.getByRole('log', { name: 'Conversation with f8' })).toContainText('Hello from a script: anyone there?');
  await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).toHaveText(['Thanks!']);
});

test("holds f8's call until released, and another tab of the test is in its session too", async ({ page, context, request, devkit }) => {
  await devkit.script([{ hold: true }]);
  await signInFresh(page, request, 'fixture-hold', 'Fixture Person');
  await page.goto('/f8chat');
  await page.getByRole('textbox', { name: 'Message f8' }).fill('Wait for it');
  await page.getByRole('textbox', { name: 'Message f8' }).press('Enter');
  await expect.poll(async () => (await devkit.holds()).map((held) => held.name)).toEqual(['f8ChatEurW']);
  expect(await devkit.release({ step: { reply: { message: 'Released at last', responses: [] } } })).toHaveLength(1);
  await expect(page.getByRole('log', { name: 'Conversation with f8' })).toContainText('Released at last');
  // A tab the test opens carries no header of its own: the session's cookie puts it in the test's session.
  const other = await context.newPage();
  await other.goto('/__devkit');
  await expect(other.getByRole('region', { name: 'Session' })).toContainText(`Current session: ${devkit.session}.`);
  await other.close();
});
