import { describe, expect, it } from 'vitest';
import { userProfileDocSchema } from '../../../src/contract/store.schema';
import { buildNewProfile, firstNameOf, storedHandle } from '../../../src/domain/user-profile';

describe('user profiles (SPEC 3)', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('builds the full profile a new account gets', () => {
    expect(buildNewProfile({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann Lee' }, 'Europe/Oslo', now)).toEqual({
      uid: 'u1',
      email: 'ann@example.com',
      displayName: 'Ann Lee',
      firstName: 'Ann',
      createdAt: now,
      language: 'en',
      timezone: 'Europe/Oslo',
    });
  });

  it("cuts names to the store's limits, never inside a character, so the profile is not refused", () => {
    const word = `${'a'.repeat(99)}😀😀`;
    const profile = buildNewProfile({ uid: 'u3', email: 'long@example.com', displayName: `${word} ${'b'.repeat(300)}` }, null, now);
    expect(profile.firstName).toBe(`${'a'.repeat(99)}`);
    expect(profile.displayName).toHaveLength(200);
    expect(profile.displayName?.startsWith(`${word} b`)).toBe(true);
    expect(() => userProfileDocSchema.parse(profile)).not.toThrow();
  });

  it('keeps the photo of a Google account', () => {
    expect(buildNewProfile({ uid: 'u2', email: 'g@example.com', displayName: 'G', photoURL: 'https://x/p.png' }, null, now).photoURL).toBe(
      'https://x/p.png',
    );
  });

  it('takes the first name from the display name, else the email', () => {
    expect(firstNameOf('  Maya   Rose ', null)).toBe('Maya');
    expect(firstNameOf(null, 'jo.smith@example.com')).toBe('jo.smith');
    expect(firstNameOf('', null)).toBeNull();
  });

  it('reads the handle from userHandle, tetherHandle, the legacy tetherHAndle, then userName', () => {
    expect(storedHandle({ userHandle: '@Ann', tetherHandle: '@x', userName: 'y' })).toBe('ann');
    expect(storedHandle({ tetherHandle: '@Tether Ann' })).toBe('tetherann');
    expect(storedHandle({ tetherHAndle: '@legacy' })).toBe('legacy');
    expect(storedHandle({ userName: 'Plain' })).toBe('plain');
    expect(storedHandle({})).toBeNull();
  });
});
