import { FunctionError } from '../../src/domain/function-error';
import { firstLoadDoc, readUserProfile, userProfileDoc } from '../../src/contract/store.mapping';
import type { NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';
import { toFunctionError } from './firebase-callables';
import { serverTime, type ServerTime, type lazyFirestore } from './lazy-firestore';

type Loader = ReturnType<typeof lazyFirestore>;

/**
 * UserProfiles over Firestore: users/{uid} and users/{uid}/meta/firstLoad, created in one batch with the
 * server's time (the rules accept nothing else), so there is never a profile without its firstLoad.
 */
export class FirestoreUserProfiles implements UserProfiles {
  constructor(
    private readonly firestore: Loader,
    private readonly stamp: ServerTime = serverTime,
  ) {}

  async get(uid: string): Promise<UserProfile | null> {
    const { fs, db } = await this.firestore();
    let data: unknown;
    try {
      const snapshot = await fs.getDoc(fs.doc(db, 'users', uid));
      if (!snapshot.exists()) return null;
      data = snapshot.data();
    } catch (error) {
      throw toFunctionError(error);
    }
    return readUserProfile(uid, data);
  }

  async create(profile: NewUserProfile): Promise<void> {
    const { fs, db } = await this.firestore();
    const at = (date: Date) => this.stamp(fs, date);
    const batch = fs.writeBatch(db);
    batch.set(fs.doc(db, 'users', profile.uid), userProfileDoc(profile, at));
    batch.set(fs.doc(db, 'users', profile.uid, 'meta', 'firstLoad'), firstLoadDoc(profile.createdAt, at));
    await batch.commit().catch((error: unknown) => {
      throw toFunctionError(error);
    });
  }

  async merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    const { fs, db } = await this.firestore();
    // updateDoc, not setDoc with merge: a partial profile must never be created (the rules would refuse it too).
    await fs.updateDoc(fs.doc(db, 'users', uid), fields).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      throw code === 'not-found' ? new FunctionError('not-found', `No profile at users/${uid}`) : error;
    });
  }
}
