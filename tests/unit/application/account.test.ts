import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryUserProfiles } from '../../../adapters/in-memory/in-memory-user-profiles';
import {
  PROFILE_WRITE_WAIT_MS,
  signIn,
  signInWithGoogle,
  signUp,
  type AccountPorts,
  type ProfileContext,
} from '../../../src/application/account';
import { FunctionError } from '../../../src/domain/function-error';
import { AuthError, type AuthUser } from '../../../src/ports/auth.port';
import type { UserProfile } from '../../../src/ports/user-profiles.port';

const NOW = new Date('2026-11-26T10:00:00Z');

function setup(accounts: { email: string; password: string; displayName?: string }[] = []) {
  const ports: AccountPorts = { auth: new InMemoryAuth(accounts), userProfiles: new InMemoryUserProfiles() };
  const failures: string[] = [];
  const context: ProfileContext = { timezone: 'Europe/Berlin', now: () => NOW, failed: (what) => void failures.push(what) };
  const saved: string[] = [];
  const onSaved = (user: AuthUser) => void saved.push(user.uid);
  return {
    ports,
    auth: ports.auth as InMemoryAuth,
    profiles: ports.userProfiles as InMemoryUserProfiles,
    context,
    failures,
    saved,
    onSaved,
  };
}

afterEach(() => vi.useRealTimers());

describe('signUp', () => {
  it('makes the account, then its full profile and firstLoad document, and says when they are written', async () => {
    const { ports, profiles, context, saved, onSaved } = setup();
    const user = await signUp(ports, context, { email: 'ada@example.com', password: 'secret-pass', displayName: 'Ada Lovelace' }, onSaved);
    expect(await profiles.get(user.uid)).toMatchObject({
      uid: user.uid,
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      firstName: 'Ada',
      createdAt: NOW,
      language: 'en',
      timezone: 'Europe/Berlin',
      handle: null,
    });
    expect(profiles.firstLoad(user.uid)).toEqual({ created: NOW, platform: 'web' });
    expect(saved).toEqual([user.uid]);
  });

  it('stands when the profile cannot be written: the failure is told, and the account is signed in', async () => {
    const { ports, profiles, context, failures, saved, onSaved } = setup();
    profiles.failWith = new FunctionError('unavailable', 'offline');
    const user = await signUp(ports, context, { email: 'bo@example.com', password: 'secret-pass', displayName: 'Bo' }, onSaved);
    expect(user.email).toBe('bo@example.com');
    expect(failures).toEqual(['Saving the profile failed']);
    expect(saved).toEqual([user.uid]);
  });

  it('goes on without a profile write that hangs, once it has waited PROFILE_WRITE_WAIT_MS', async () => {
    vi.useFakeTimers();
    const { ports, profiles, context, onSaved } = setup();
    vi.spyOn(profiles, 'create').mockReturnValue(new Promise(() => undefined));
    let done = false;
    const signingUp = signUp(ports, context, { email: 'cy@example.com', password: 'secret-pass', displayName: 'Cy' }, onSaved).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(PROFILE_WRITE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await signingUp;
    expect(done).toBe(true);
  });

  it('writes nothing when the account cannot be made', async () => {
    const { ports, auth, profiles, context, onSaved } = setup();
    auth.failWith = new AuthError('email-already-in-use');
    await expect(signUp(ports, context, { email: 'x@example.com', password: 'secret-pass', displayName: 'X' }, onSaved)).rejects.toBe(
      auth.failWith,
    );
    expect(profiles.calls).toEqual([]);
  });
});

describe('signInWithGoogle', () => {
  it('gives a new account the full profile, and merges email, uid and photo into a known one, keeping the rest', async () => {
    const { ports, auth, profiles, context, onSaved } = setup();
    const user = await signInWithGoogle(ports, context, onSaved);
    expect(await profiles.get(user.uid)).toMatchObject({ displayName: 'Google User', timezone: 'Europe/Berlin' });
    await auth.signOut();
    profiles.docs.set(`users/${user.uid}`, { ...profiles.docs.get(`users/${user.uid}`), firstName: 'Kept' });
    await signInWithGoogle(ports, context, onSaved);
    expect(profiles.calls.map((c) => c.method)).toEqual(['create', 'get', 'get', 'merge']);
    expect(await profiles.get(user.uid)).toMatchObject({ firstName: 'Kept', email: 'google.user@example.com' });
  });

  it('merges into a profile the site cannot read, never overwriting it', async () => {
    const { ports, auth, profiles, context, onSaved } = setup();
    const { user } = await auth.signInWithGoogle();
    await auth.signOut();
    const appWritten = { uid: user.uid, email: user.email, userHandle: '@gina_g', createdAt: '2025-03-01T10:00:00.000Z' };
    profiles.docs.set(`users/${user.uid}`, appWritten);
    await signInWithGoogle(ports, context, onSaved);
    expect(profiles.calls.map((c) => c.method)).toEqual(['get', 'merge']);
    expect(profiles.docs.get(`users/${user.uid}`)).toMatchObject({ userHandle: '@gina_g' });
  });
});

describe('signIn', () => {
  const account = { email: 'dee@example.com', password: 'secret-pass', displayName: 'Dee Day' };

  it('does not wait for the profile check', async () => {
    const { ports, context } = setup([account]);
    const never = () => new Promise<UserProfile | null>(() => undefined);
    expect((await signIn(ports, context, account, never, () => undefined)).email).toBe(account.email);
  });

  it('writes the profile of an account that has none, and hands it over', async () => {
    const { ports, profiles, context } = setup([account]);
    const repaired: UserProfile[] = [];
    const user = await signIn(
      ports,
      context,
      account,
      (uid) => profiles.get(uid),
      (p) => void repaired.push(p),
    );
    await vi.waitFor(() => expect(repaired).toHaveLength(1));
    expect(repaired[0]).toMatchObject({ uid: user.uid, firstName: 'Dee', handle: null });
    expect(profiles.firstLoad(user.uid)).toEqual({ created: NOW, platform: 'web' });
  });

  it('leaves a profile that exists, and tells a failed read without failing the sign-in', async () => {
    const { ports, profiles, context, failures } = setup([account]);
    const user = await signIn(
      ports,
      context,
      account,
      (uid) => profiles.get(uid),
      () => undefined,
    );
    await vi.waitFor(() => expect(profiles.calls.map((c) => c.method)).toEqual(['get', 'create']));
    await signIn(
      ports,
      context,
      account,
      (uid) => profiles.get(uid),
      () => undefined,
    );
    await vi.waitFor(() => expect(profiles.calls.map((c) => c.method)).toEqual(['get', 'create', 'get']));
    const read = () => Promise.reject(new Error('offline'));
    expect(await signIn(ports, context, account, read, () => undefined)).toEqual(user);
    await vi.waitFor(() => expect(failures).toEqual(['Repairing the profile failed']));
  });
});
