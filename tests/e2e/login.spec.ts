import { createAccount, DEMO, idTokenFor, signInViaUi, uniqueEmail } from './auth-helpers';
import { colourAt, coloursOf } from './colours';
import { expect, holdCode, holdServices, SERVICES_CODE, test } from './fixtures';

test.describe('sign-in', () => {
  test('signs in with email and password and returns to /', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("draws before the site's services have downloaded, and signs in through them once they have", async ({ page }) => {
    const { release, asked } = await holdServices(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    release();
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    expect(asked).toHaveLength(1);
  });

  test("says a sign-in failed for the network when the site's services cannot be downloaded", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.route(SERVICES_CODE, (route) => route.abort());
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
    await expect(page).toHaveURL('/login');
    expect(errors).toEqual([]);
  });

  test('says a sign-in failed for the network while the browser is offline, and signs in once it is back', async ({ page, context }) => {
    await page.goto('/login');
    // The site's services and the Auth SDK are in: the press reaches the SDK, which finds no network.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
    await expect(page.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
  });

  test('refuses a wrong password with its message', async ({ page }) => {
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(page).toHaveURL('/login');
    // The pressed button kept the focus through the wait (aria-disabled, not disabled); the field to correct is
    // marked, and described by the message.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Incorrect password. Please try again.');
  });

  test('refuses an unknown account with its message', async ({ page }) => {
    await page.goto('/login');
    await signInViaUi(page, uniqueEmail('nobody'), 'whatever1');
    await expect(page.getByRole('alert')).toHaveText('No account found with this email address.');
  });

  test('requires email and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter an email address.');
    await expect(page.getByLabel('Email')).toBeFocused();
    // Focused and invalid, the field has the site's focus ring (the brand's colour) round its red edge.
    const email = page.getByLabel('Email');
    const outline = await email.evaluate((field) => {
      const style = getComputedStyle(field);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
    expect(outline).toBe(`solid 3px ${await colourAt(email, 'var(--brand)')}`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a password.');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  });

  test('says what sign-up is for when it is chosen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Sign in to chat with f8 and see your dashboard.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Create an account to chat with f8 and see your dashboard.')).toBeVisible();
  });

  test('the email form can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Continue with email' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('button', { name: 'Hide email sign-in' }).click();
    await expect(page.getByLabel('Password')).toHaveCount(0);
  });

  test('returns to the page the visitor came from, which stays one entry of the history', async ({ page }) => {
    await page.goto('/privacy');
    const site = page.getByRole('navigation', { name: 'Site' });
    await site.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-it-works');
    await site.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/how-it-works');
    await expect(site.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/privacy');
  });

  test('a double press on Login opens it once: Back from it goes to the page', async ({ page }) => {
    await page.goto('/privacy');
    const site = page.getByRole('navigation', { name: 'Site' });
    await site.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-it-works');
    // The login's screen still downloading, the page stays drawn under the second press.
    const { release, asked } = await holdCode(page, /\/assets\/login-page-[\w-]+\.js$/);
    await site.getByRole('button', { name: 'Login' }).dblclick();
    await expect.poll(() => asked.length).toBe(1);
    release();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // One login entry: Back leaves it (the history's length is no witness, as a browser caps it at 50 entries).
    await page.goBack();
    await expect(page).toHaveURL('/how-it-works');
  });

  test('ignores a return path that leaves the site', async ({ page }) => {
    await page.goto(`/login?from=${encodeURIComponent('//evil.example/steal')}`);
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
  });

  test('logout ends the session everywhere in the page', async ({ page }) => {
    await page.goto('/login');
    await signInViaUi(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('@guest')).toBeVisible();
  });
});

test.describe('sign-up', () => {
  test('creates the account, the profile and the firstLoad document', async ({ page, request }) => {
    const email = uniqueEmail('new');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Display name').fill('Rosa Parks-Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('long-enough');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/');
    // The chip's handle comes from the name given, at once, not from the email's local part.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('@rosaparks-lee')).toBeVisible();
    const { uid, idToken } = await idTokenFor(request, email, 'long-enough');
    const headers = { Authorization: `Bearer ${idToken}` };
    await expect.poll(async () => (await request.get(`/store/v1/users/${uid}`, { headers })).status()).toBe(200);
    const profile = await (await request.get(`/store/v1/users/${uid}`, { headers })).json();
    expect(profile).toEqual({
      uid,
      email,
      displayName: 'Rosa Parks-Lee',
      firstName: 'Rosa',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      language: 'en',
      timezone: expect.any(String),
    });
    // Written after the profile, by its own request: it may land a moment later.
    const firstLoadUrl = `/store/v1/users/${uid}/meta/firstLoad`;
    await expect.poll(async () => (await request.get(firstLoadUrl, { headers })).status()).toBe(200);
    const firstLoad = await (await request.get(firstLoadUrl, { headers })).json();
    expect(firstLoad).toEqual({ created: profile.createdAt, platform: 'web' });
  });

  test('refuses a weak password and an email already in use', async ({ page, request }) => {
    const taken = uniqueEmail('taken');
    await createAccount(request, taken);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('Display name').fill('Sam');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password should be at least 6 characters long.');
    await page.getByLabel('Email').fill(taken);
    await page.getByLabel('Password').fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
    // What was said about signing up is not about signing in.
    await page.getByRole('button', { name: 'Have an account? Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('password reset', () => {
  test('sends the reset email, readable from the emulator', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await createAccount(request, email);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    // The pressed link went with the sign-in form: the focus is in the reset form, not on the page.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter an email address.');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByRole('status')).toHaveText('Password reset email sent! Check your inbox.');
    await expect(page.getByRole('button', { name: 'Send reset email' })).toBeFocused();
    const codes = (await (await request.get('/emulator/v1/projects/demo-f8/oobCodes')).json()) as {
      oobCodes: { email: string; requestType: string; oobCode: string }[];
    };
    const code = codes.oobCodes.find((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
    expect(code?.oobCode).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

test.describe('Google sign-in (devkit account chooser over the Auth emulator)', () => {
  test('a new Google user gets the full profile; choosing again merges', async ({ page, request }) => {
    test.slow(); // two full sign-ins through the chooser
    const email = uniqueEmail('google');
    await page.goto('/login');
    const [chooser] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
    await expect(chooser.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await chooser.getByLabel('Email').fill(email);
    await chooser.getByLabel('Display name').fill('Gina Google');
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('@ginagoogle')).toBeVisible();
    // Read the profile back as that user through the emulator's federated sign-in.
    const res = await request.post('/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key', {
      data: {
        postBody: `id_token=${JSON.stringify({ sub: `google-${email.replace(/[^a-z0-9]/g, '-')}`, email, email_verified: true })}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
    });
    const { localId, idToken } = (await res.json()) as { localId: string; idToken: string };
    const headers = { Authorization: `Bearer ${idToken}` };
    await expect.poll(async () => (await request.get(`/store/v1/users/${localId}`, { headers })).status()).toBe(200);
    const created = await (await request.get(`/store/v1/users/${localId}`, { headers })).json();
    expect(created).toMatchObject({ uid: localId, email, displayName: 'Gina Google', firstName: 'Gina', language: 'en' });

    // An existing user is merged with email, uid and photo only: what they changed stays.
    await request.patch(`/store/v1/users/${localId}`, { headers, data: { displayName: 'Gina Renamed', userHandle: '@gina_g' } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/login');
    const [again] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
    await again.getByRole('button', { name: /Gina Google/ }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('@gina_g')).toBeVisible();
    const merged = await (await request.get(`/store/v1/users/${localId}`, { headers })).json();
    expect(merged).toMatchObject({
      uid: localId,
      email,
      displayName: 'Gina Renamed',
      firstName: 'Gina',
      createdAt: created.createdAt,
      userHandle: '@gina_g',
    });
  });

  test('while its chooser is open the Google button greys as every busy button does, hovered or not', async ({ page }) => {
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Continue with Google' });
    // The page's own disabled colours, resolved as the button resolves them.
    const colours = () => coloursOf(google, { background: 'var(--surface-sunken)', ink: 'var(--muted)' });
    const idle = await colours();
    expect(idle.actual.background).not.toBe(idle.want.background);
    const [chooser] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await page.mouse.move(0, 0);
    const busy = await colours();
    expect(busy.actual).toEqual(busy.want);
    // One edge, its own border: not the inset line a filled button takes when disabled drawn inside it too.
    expect(await google.evaluate((node) => [getComputedStyle(node).borderTopWidth, getComputedStyle(node).boxShadow])).toEqual([
      '1px',
      'none',
    ]);
    await google.hover();
    const hovered = await colours();
    expect(hovered.actual).toEqual(hovered.want);
    await chooser.close();
    await expect(google).not.toHaveAttribute('aria-disabled');
    await page.mouse.move(0, 0);
    expect((await colours()).actual.background).toBe(idle.actual.background);
  });

  test('closing the chooser says the sign-in was cancelled', async ({ page }) => {
    await page.goto('/login');
    const [chooser] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
    await chooser.close();
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled.');
  });
});
