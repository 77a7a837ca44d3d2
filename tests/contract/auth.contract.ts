import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthError, type Auth, type AuthUser } from '../../src/ports/auth.port';

export interface AuthFixture {
  auth: Auth;
  /** The account the adapter's Google sign-in picks; it does not exist yet. */
  googleEmail: string;
  teardown?: () => Promise<void>;
}

/** How long a listener gets to show a call that should not happen. */
const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

let counter = 0;
/** A fresh address per test, so tests never meet each other's accounts. */
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof AuthError ? e.code : `not an AuthError: ${String(e)}`),
  );

/** Records every call of a subscription's listener, by email (null when signed out). */
function record(auth: Auth): { seen: (string | null)[]; stop: () => void } {
  const seen: (string | null)[] = [];
  const stop = auth.subscribe((user: AuthUser | null) => seen.push(user?.email?.toLowerCase() ?? null));
  return { seen, stop };
}

/** `hookTimeoutMs` bounds setup and teardown (an emulator takes seconds to start and stop). */
export function describeAuthContract(name: string, setup: () => Promise<AuthFixture>, hookTimeoutMs = 10_000): void {
  describe(`Auth contract: ${name}`, () => {
    let f: AuthFixture;
    beforeAll(async () => {
      f = await setup();
    }, hookTimeoutMs);
    afterAll(async () => {
      await f.auth.signOut();
      await f.teardown?.();
    }, hookTimeoutMs);

    it('calls a new listener exactly once after the first auth check, with nobody signed in', async () => {
      const { seen, stop } = record(f.auth);
      expect(seen).toEqual([]); // never synchronously, before the check
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      await settle();
      stop();
      expect(seen).toEqual([null]);
    });

    it('signs up with a display name and tells the listener once', async () => {
      const email = freshEmail('new');
      const { seen, stop } = record(f.auth);
      await vi.waitFor(() => expect(seen).toEqual([null]));
      const user = await f.auth.signUpWithEmail(email, 'secret-1', 'Ann Lee');
      expect(user).toMatchObject({ uid: expect.any(String), email, displayName: 'Ann Lee' });
      await vi.waitFor(() => expect(seen).toEqual([null, email]));
      await settle();
      expect(seen).toEqual([null, email]);
      stop();
      await f.auth.signOut();
    });

    it('signs in with the right password as the same user, and the listener follows sign-in and sign-out', async () => {
      const email = freshEmail('back');
      const created = await f.auth.signUpWithEmail(email, 'secret-1', 'Bo Back');
      await f.auth.signOut();
      const { seen, stop } = record(f.auth);
      await vi.waitFor(() => expect(seen).toEqual([null]));
      const user = await f.auth.signInWithEmail(email, 'secret-1');
      expect(user.uid).toBe(created.uid);
      await vi.waitFor(() => expect(seen).toEqual([null, email]));
      await f.auth.signOut();
      await vi.waitFor(() => expect(seen).toEqual([null, email, null]));
      await settle();
      stop();
      expect(seen).toEqual([null, email, null]);
    });

    it('refuses a wrong password with wrong-password (or invalid-credential) and stays signed out', async () => {
      const email = freshEmail('wrong');
      await f.auth.signUpWithEmail(email, 'secret-1', 'Cy Wrong');
      await f.auth.signOut();
      const { seen, stop } = record(f.auth);
      expect(['wrong-password', 'invalid-credential']).toContain(await codeOf(f.auth.signInWithEmail(email, 'not-the-password')));
      await settle();
      stop();
      expect(seen).toEqual([null]);
    });

    it('refuses an unknown email with user-not-found (or invalid-credential)', async () => {
      expect(['user-not-found', 'invalid-credential']).toContain(await codeOf(f.auth.signInWithEmail(freshEmail('nobody'), 'secret-1')));
    });

    it('refuses a second account for the same email with email-already-in-use', async () => {
      const email = freshEmail('twice');
      await f.auth.signUpWithEmail(email, 'secret-1', 'Di Twice');
      await f.auth.signOut();
      expect(await codeOf(f.auth.signUpWithEmail(email, 'secret-2', 'Di Again'))).toBe('email-already-in-use');
    });

    it('refuses a password under 6 characters with weak-password', async () => {
      expect(await codeOf(f.auth.signUpWithEmail(freshEmail('weak'), '12345', 'Ed Weak'))).toBe('weak-password');
    });

    it('refuses a malformed email with invalid-email', async () => {
      expect(await codeOf(f.auth.signUpWithEmail('not-an-email', 'secret-1', 'Fay Bad'))).toBe('invalid-email');
    });

    it('sends a password reset to a known email', async () => {
      const email = freshEmail('reset');
      await f.auth.signUpWithEmail(email, 'secret-1', 'Gus Reset');
      await f.auth.signOut();
      await expect(f.auth.sendPasswordReset(email)).resolves.toBeUndefined();
    });

    it('refuses a password reset for an unknown email with user-not-found', async () => {
      expect(await codeOf(f.auth.sendPasswordReset(freshEmail('ghost')))).toBe('user-not-found');
    });

    it('reports a Google account as new the first time and as existing after', async () => {
      const first = await f.auth.signInWithGoogle();
      expect(first.isNewUser).toBe(true);
      expect(first.user.email).toBe(f.googleEmail);
      await f.auth.signOut();
      const again = await f.auth.signInWithGoogle();
      expect(again).toEqual({ user: expect.objectContaining({ uid: first.user.uid }), isNewUser: false });
      await f.auth.signOut();
    });

    it('stops calling a listener once unsubscribed', async () => {
      const { seen, stop } = record(f.auth);
      await vi.waitFor(() => expect(seen).toEqual([null]));
      stop();
      const email = freshEmail('quiet');
      await f.auth.signUpWithEmail(email, 'secret-1', 'Hal Quiet');
      await settle();
      expect(seen).toEqual([null]);
      await f.auth.signOut();
    });
  });
}
