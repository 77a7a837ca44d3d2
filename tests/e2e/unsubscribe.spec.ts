import { expect, test } from './fixtures';

const FN = 'emailSubscriptionEurW';

// Faults go through the devkit fixture, scoped to the test's own page, so these tests run in parallel with
// any other. The page keeps the subscription state it shows itself, so the shared seeded address is safe.
test.describe('unsubscribe', () => {
  test('prefills the decoded ?email= and unsubscribes, then subscribes', async ({ page }) => {
    await page.goto(`/unsubscribe?email=${encodeURIComponent('member@example.com')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Subscription Management' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveValue('member@example.com');
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe from Emails' });
    const subscribe = page.getByRole('button', { name: 'Subscribe to Emails' });
    await expect(unsubscribe).toHaveClass(/danger/);
    await unsubscribe.click();
    await expect(page.getByRole('status')).toContainText("You've been unsubscribed.");
    // The pressed button was disabled while busy, and kept the focus (aria-disabled): the page did not lose it.
    await expect(unsubscribe).toBeFocused();
    await expect(subscribe).toHaveClass(/success/);
    await expect(unsubscribe).toHaveClass(/secondary/);
    await subscribe.click();
    await expect(page.getByRole('status')).toContainText("You're subscribed.");
    // An answer about one address does not stay beside another.
    await input.fill('other@example.com');
    await expect(page.getByRole('status')).toHaveCount(0);
    await input.fill('member@example.com');
    await expect(unsubscribe).toHaveClass(/danger/);
    await expect(page.getByText('Changes may take up to 24 hours to take effect.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@tether.app' })).toHaveAttribute('href', 'mailto:support@tether.app');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test("shows 'Processing...' on both buttons and disables them while busy", async ({ page, devkit }) => {
    await devkit.faults.add({ target: FN, delayMs: 1500, times: 1 });
    await page.goto('/unsubscribe?email=member%40example.com');
    await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect(busy).toHaveCount(2);
    for (const button of await busy.all()) await expect(button).toBeDisabled();
    // The address sent stays in the field its answer shows under.
    const field = page.getByLabel('Email address');
    await expect(field).not.toBeEditable();
    await field.press('End');
    await field.pressSequentially('x');
    await expect(page.getByRole('status')).toContainText('unsubscribed');
    await expect(field).toHaveValue('member@example.com');
    await expect(field).toBeEditable();
  });

  test('disables the buttons while the email is empty and asks for it', async ({ page }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByRole('button', { name: 'Unsubscribe from Emails' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Subscribe to Emails' })).toBeDisabled();
    const input = page.getByRole('textbox', { name: 'Email address' });
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your email address');
  });

  for (const { label, email, message } of [
    {
      label: 'an unknown address (server not-found)',
      email: 'stranger@example.org',
      message: 'User not found. Please check your email address.',
    },
    {
      label: 'a malformed address (server invalid-argument)',
      email: 'not-an-email',
      message: 'Invalid email address. Please check and try again.',
    },
  ]) {
    test(`shows the message for ${label}`, async ({ page }) => {
      await page.goto('/unsubscribe');
      const input = page.getByRole('textbox', { name: 'Email address' });
      await input.fill(email);
      await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
      // The message was about the address as it was: editing it clears the message.
      await input.press('Backspace');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  }

  test('shows the generic message for an injected server error', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FN, code: 'internal', times: 1 });
    await page.goto('/unsubscribe?email=member%40example.com');
    await page.getByRole('button', { name: 'Subscribe to Emails' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again later.');
    // The server failed, not the address: the field is not marked.
    await expect(page.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute('aria-invalid');
  });

  for (const [label, result] of [
    ['success false', { success: false }],
    ['no success at all', {}],
    ['a message but no success', { message: 'Done.' }],
  ] as const) {
    test(`shows the failure message when the server answers with ${label}`, async ({ page, devkit }) => {
      await devkit.faults.add({ target: FN, result, times: 1 });
      await page.goto('/unsubscribe?email=member%40example.com');
      await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
      await expect(page.getByRole('alert')).toHaveText('Failed to update subscription. Please try again.');
      // Nothing changed, so the buttons keep their colours: subscribed still.
      await expect(page.getByRole('button', { name: 'Unsubscribe from Emails' })).toHaveClass(/\bdanger\b/);
    });
  }

  test('says what was done when the server succeeds with an empty message', async ({ page, devkit }) => {
    await devkit.faults.add({ target: FN, result: { success: true, message: '  ' }, times: 1 });
    await page.goto('/unsubscribe?email=member%40example.com');
    await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
    await expect(page.getByRole('status')).toHaveText('You have been unsubscribed.');
  });

  test("keeps the '+' of an address a mail link left unescaped", async ({ page }) => {
    await page.goto('/unsubscribe?email=member+news@example.com');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('member+news@example.com');
  });

  test('renders a hostile ?email= as text only', async ({ page }) => {
    const hostile = '"><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    await page.goto(`/unsubscribe?email=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Unsubscribe from Emails' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email address. Please check and try again.');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
