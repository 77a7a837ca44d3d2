import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionError } from '../../src/domain/function-error';
import { buildNewProfile } from '../../src/domain/user-profile';
import type { UserProfiles } from '../../src/ports/user-profiles.port';

export interface UserProfilesFixture {
  profiles: UserProfiles;
  /** The signed-in user the adapter acts for. */
  uid: string;
  /** The stored firstLoad document, read behind the adapter's back. */
  readFirstLoad: (uid: string) => Promise<{ created: Date; platform: string } | null>;
  /** Stores users/{uid} behind the adapter's back, as it is (malformed or not). */
  writeProfile: (uid: string, data: Record<string, unknown>) => Promise<void>;
  teardown?: () => Promise<void>;
}

export function describeUserProfilesContract(name: string, setup: () => Promise<UserProfilesFixture>): void {
  describe(`UserProfiles contract: ${name}`, () => {
    let f: UserProfilesFixture;
    beforeAll(async () => {
      f = await setup();
    });
    afterAll(async () => {
      await f.teardown?.();
    });

    it('has no profile before sign-up', async () => {
      expect(await f.profiles.get(f.uid)).toBeNull();
    });

    it('refuses to merge into a profile that does not exist, creating nothing', async () => {
      const merging = f.profiles.merge(f.uid, { email: 'ann@example.com' });
      await expect(merging).rejects.toBeInstanceOf(FunctionError);
      await expect(merging).rejects.toMatchObject({ code: 'not-found' });
      expect(await f.profiles.get(f.uid)).toBeNull();
    });

    it('creates the profile and the firstLoad document', async () => {
      const created = new Date('2026-11-20T10:00:00.000Z');
      await f.profiles.create(buildNewProfile({ uid: f.uid, email: 'ann@example.com', displayName: 'Ann Lee' }, 'Europe/Oslo', created));
      expect(await f.profiles.get(f.uid)).toEqual({
        uid: f.uid,
        email: 'ann@example.com',
        displayName: 'Ann Lee',
        firstName: 'Ann',
        createdAt: created,
        language: 'en',
        timezone: 'Europe/Oslo',
        photoURL: null,
        handle: null,
      });
      const firstLoad = await f.readFirstLoad(f.uid);
      expect(firstLoad?.platform).toBe('web');
      expect(firstLoad?.created.getTime()).toBe(created.getTime());
    });

    it('merges email, uid and photo without touching the rest', async () => {
      await f.profiles.merge(f.uid, { email: 'ann.new@example.com', uid: f.uid, photoURL: 'https://example.com/ann.png' });
      expect(await f.profiles.get(f.uid)).toMatchObject({
        email: 'ann.new@example.com',
        photoURL: 'https://example.com/ann.png',
        displayName: 'Ann Lee',
        firstName: 'Ann',
      });
    });
    // These overwrite the user's profile, so they come last.
    it('reads a profile another client wrote, with its handle and without fields it does not know', async () => {
      const uid = f.uid;
      await f.writeProfile(uid, {
        uid,
        email: 'app@example.com',
        displayName: 'App User',
        firstName: 'App',
        createdAt: '2026-01-02T03:04:05.000Z',
        language: 'de',
        timezone: null,
        tetherHAndle: '@App User',
        pushToken: 'not for the web',
      });
      expect(await f.profiles.get(uid)).toEqual({
        uid,
        email: 'app@example.com',
        displayName: 'App User',
        firstName: 'App',
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
        language: 'de',
        timezone: null,
        photoURL: null,
        handle: 'appuser',
      });
    });

    it.each([
      ['a createdAt that is not a date', { createdAt: 'last tuesday' }, 'createdAt'],
      ['a language that is not text', { language: 7 }, 'language'],
      ['no email field', { email: undefined }, 'email'],
      ['a uid that is not its own', { uid: 'somebody-else' }, 'uid'],
    ])('rejects a stored profile with %s, naming the field', async (_label, change, field) => {
      const uid = f.uid;
      const good = {
        uid,
        email: 'bad@example.com',
        displayName: 'Bad Doc',
        firstName: 'Bad',
        createdAt: '2026-01-02T03:04:05.000Z',
        language: 'en',
        timezone: null,
      };
      await f.writeProfile(uid, JSON.parse(JSON.stringify({ ...good, ...change })) as Record<string, unknown>);
      const error: unknown = await f.profiles.get(uid).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FunctionError);
      expect((error as FunctionError).code).toBe('data-loss');
      expect((error as FunctionError).message).toContain(field);
    });
  });
}
