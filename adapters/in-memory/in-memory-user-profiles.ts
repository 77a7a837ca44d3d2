import { storedHandle, type NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';

type StoredProfile = NewUserProfile & Partial<Record<'userHandle' | 'tetherHandle' | 'tetherHAndle' | 'userName', string | null>>;

/** UserProfiles in memory, for component tests and the port contract suite. */
export class InMemoryUserProfiles implements UserProfiles {
  readonly docs = new Map<string, StoredProfile>();
  readonly firstLoads = new Map<string, { created: Date; platform: 'web' }>();

  get(uid: string): Promise<UserProfile | null> {
    const doc = this.docs.get(uid);
    return Promise.resolve(doc ? { ...doc, photoURL: doc.photoURL ?? null, handle: storedHandle(doc) } : null);
  }

  create(profile: NewUserProfile): Promise<void> {
    this.docs.set(profile.uid, { ...profile });
    this.firstLoads.set(profile.uid, { created: profile.createdAt, platform: 'web' });
    return Promise.resolve();
  }

  merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    const current = this.docs.get(uid) ?? {
      uid,
      email: null,
      displayName: null,
      firstName: null,
      createdAt: new Date(0),
      language: 'en',
      timezone: null,
    };
    this.docs.set(uid, { ...current, ...fields });
    return Promise.resolve();
  }
}
