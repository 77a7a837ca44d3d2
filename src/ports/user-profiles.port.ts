import type { NewUserProfile } from '../domain/user-profile';

export interface UserProfile extends NewUserProfile {
  /** From userHandle, tetherHandle, the legacy tetherHAndle or userName, normalised; null when none. */
  handle: string | null;
}

/** users/{uid} and users/{uid}/meta/firstLoad. */
export interface UserProfiles {
  /** The signed-in user's profile, or null when none exists. Rejects with FunctionError on failure. */
  get(uid: string): Promise<UserProfile | null>;
  /** Writes the full profile and the firstLoad document (created date, platform 'web'). */
  create(profile: NewUserProfile): Promise<void>;
  /** Merges the given fields into an existing profile; rejects with FunctionError 'not-found' when there is none. */
  merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void>;
}
