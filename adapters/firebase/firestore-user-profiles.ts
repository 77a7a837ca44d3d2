import { FunctionError } from '../../src/domain/function-error';
import { firstLoadDoc, readUserProfile, userProfileDoc } from '../../src/contract/store.mapping';
import type { NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';
import { attempt, ESTIMATE, serverTime, type ServerTime, type FirestoreClient } from './lazy-firestore';

type MergeFields = Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>;

/** UserProfiles over Firestore: a profile and its meta/firstLoad are created in one batch, so neither exists alone. */
export class FirestoreUserProfiles implements UserProfiles {
  constructor(
    private readonly firestore: FirestoreClient,
    private readonly stamp: ServerTime = serverTime,
  ) {}

  get(uid: string): Promise<UserProfile | null> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const snapshot = await fs.getDoc(fs.doc(db, 'users', uid));
      return snapshot.exists() ? readUserProfile(uid, snapshot.data(ESTIMATE)) : null;
    });
  }

  create(profile: NewUserProfile): Promise<void> {
    return attempt(async () => {
      const { fs, db } = await this.firestore();
      const at = (date: Date) => this.stamp(fs, date);
      const batch = fs.writeBatch(db);
      // uid, email, displayName, firstName, createdAt (the server's), language, timezone, and photoURL when there is one.
      batch.set(fs.doc(db, 'users', profile.uid), userProfileDoc(profile, at));
      // created (the server's) and platform 'web'.
      batch.set(fs.doc(db, 'users', profile.uid, 'meta', 'firstLoad'), firstLoadDoc(profile.createdAt, at));
      await batch.commit();
    });
  }

  merge(uid: string, fields: MergeFields): Promise<void> {
    return attempt(async () => {
      // Only these three, and never another uid (the rules refuse both); createdAt is never sent. A field left
      // undefined is not sent either (Firestore refuses undefined values).
      if (fields.uid !== undefined && fields.uid !== uid)
        throw new FunctionError('invalid-argument', `uid: a profile's uid stays ${uid}, not ${fields.uid}`);
      const patch: MergeFields = {};
      if (fields.email !== undefined) patch.email = fields.email;
      if (fields.uid !== undefined) patch.uid = fields.uid;
      if (fields.photoURL !== undefined) patch.photoURL = fields.photoURL;
      const { fs, db } = await this.firestore();
      // updateDoc, not setDoc with merge: a partial profile must never be created (the rules would refuse it too).
      await fs.updateDoc(fs.doc(db, 'users', uid), patch).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        throw code === 'not-found' ? new FunctionError('not-found', `No profile at users/${uid}`) : error;
      });
    });
  }
}
