import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewProfile } from '../../src/domain/user-profile';
import type { UserProfiles } from '../../src/ports/user-profiles.port';

export interface UserProfilesFixture {
  profiles: UserProfiles;
  /** The signed-in user the adapter acts for. */
  uid: string;
  /** The stored firstLoad document, read behind the adapter's back. */
  readFirstLoad: (uid: string) => Promise<{ created: Date; platform: string } | null>;
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
  });
}
