export interface UserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  firstName: string | null;
  createdAt: Date | null;
  language: string;
  timezone: string | null;
  photoURL?: string | null;
  userHandle?: string | null;
  tetherHandle?: string | null;
  userName?: string | null;
}

/** users/{uid} and users/{uid}/meta/firstLoad. */
export interface UserProfiles {
  /** The profile, or null when none exists. Reads userHandle, tetherHandle, legacy tetherHAndle and userName. */
  get(uid: string): Promise<UserProfile | null>;
  /** Writes the full profile and the firstLoad document (created date, platform 'web'). */
  create(profile: UserProfile): Promise<void>;
  /** Merges the given fields into an existing profile. */
  merge(uid: string, fields: Partial<UserProfile>): Promise<void>;
}
