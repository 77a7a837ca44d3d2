import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const DEMO = { email: 'demo@f8.local', password: 'demo-password' };
const KEY = 'demo-api-key';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account directly in the Auth emulator (through the site's proxy). */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password = 'secret-pass',
  displayName = 'Test Person',
): Promise<{ uid: string; idToken: string }> {
  const res = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${KEY}`, {
    data: { email, password, displayName, returnSecureToken: true },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** An ID token for an existing account, to read the store API as that user. */
export async function idTokenFor(request: APIRequestContext, email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const res = await request.post(`/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${KEY}`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** A new account, signed in through the login page; resolves once the app has redirected. */
export async function signInFresh(page: Page, request: APIRequestContext, prefix: string, displayName: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createAccount(request, email, 'secret-pass', displayName);
  await page.goto('/login');
  await signInViaUi(page, email, 'secret-pass');
  await expect(page).toHaveURL('/');
  return email;
}

export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
