import { firstLoadDoc, isoDate, readFirstLoad, readUserProfile, storePaths, userProfileDoc } from '../../src/contract/store.mapping';
import { FunctionError } from '../../src/domain/function-error';
import type { NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';

/** UserProfiles in memory, kept in stored form and read through the real adapters' mapper, so a malformed one fails here too. */
export class InMemoryUserProfiles implements UserProfiles {
  /** Stored documents by path (users/{uid}, users/{uid}/meta/firstLoad); tests may write them directly. */
  readonly docs = new Map<string, Record<string, unknown>>();
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  readonly calls: { method: keyof UserProfiles; uid: string }[] = [];

  constructor(profiles: NewUserProfile[] = []) {
    for (const profile of profiles) this.docs.set(storePaths.profile(profile.uid), userProfileDoc(profile, isoDate));
  }

  private act<T>(method: keyof UserProfiles, uid: string, run: () => T): Promise<T> {
    this.calls.push({ method, uid });
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  get(uid: string): Promise<UserProfile | null> {
    return this.act('get', uid, () => {
      const doc = this.docs.get(storePaths.profile(uid));
      return doc ? readUserProfile(uid, doc) : null;
    });
  }

  create(profile: NewUserProfile): Promise<void> {
    return this.act('create', profile.uid, () => {
      this.docs.set(storePaths.profile(profile.uid), userProfileDoc(profile, isoDate));
      this.docs.set(storePaths.firstLoad(profile.uid), firstLoadDoc(profile.createdAt, isoDate));
    });
  }

  merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    return this.act('merge', uid, () => {
      const path = storePaths.profile(uid);
      const existing = this.docs.get(path);
      if (!existing) throw new FunctionError('not-found', `No profile at ${path}`);
      this.docs.set(path, { ...existing, ...fields });
    });
  }

  /** The stored firstLoad document, read as the contract suite reads it. */
  firstLoad(uid: string): { created: Date; platform: 'web' } | null {
    const doc = this.docs.get(storePaths.firstLoad(uid));
    return doc ? readFirstLoad(uid, doc) : null;
  }
}
