import { toDate } from '../../src/domain/timestamp';
import { storedHandle, type NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';
import type { lazyFirestore } from './lazy-firestore';
import { toFunctionError } from './firebase-callables';

type Loader = ReturnType<typeof lazyFirestore>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** UserProfiles over Firestore: users/{uid} and users/{uid}/meta/firstLoad. */
export class FirestoreUserProfiles implements UserProfiles {
  constructor(private readonly firestore: Loader) {}

  async get(uid: string): Promise<UserProfile | null> {
    const { fs, db } = await this.firestore();
    try {
      const snapshot = await fs.getDoc(fs.doc(db, 'users', uid));
      if (!snapshot.exists()) return null;
      const data = snapshot.data();
      return {
        uid,
        email: text(data.email),
        displayName: text(data.displayName),
        firstName: text(data.firstName),
        createdAt: toDate(data.createdAt) ?? new Date(0),
        language: text(data.language) ?? 'en',
        timezone: text(data.timezone),
        photoURL: text(data.photoURL),
        handle: storedHandle({
          userHandle: text(data.userHandle),
          tetherHandle: text(data.tetherHandle),
          tetherHAndle: text(data.tetherHAndle),
          userName: text(data.userName),
        }),
      };
    } catch (error) {
      throw toFunctionError(error);
    }
  }

  async create(profile: NewUserProfile): Promise<void> {
    const { fs, db } = await this.firestore();
    const { photoURL, ...rest } = profile;
    await fs.setDoc(fs.doc(db, 'users', profile.uid), { ...rest, ...(photoURL ? { photoURL } : {}) });
    await fs.setDoc(fs.doc(db, 'users', profile.uid, 'meta', 'firstLoad'), { created: profile.createdAt, platform: 'web' });
  }

  async merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    const { fs, db } = await this.firestore();
    await fs.setDoc(fs.doc(db, 'users', uid), fields, { merge: true });
  }
}
