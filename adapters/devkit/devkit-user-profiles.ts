import { firstLoadDoc, isoDate, readUserProfile, storePaths, userProfileDoc } from '../../src/contract/store.mapping';
import type { NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';
import type { StoreClient } from './store-client';

/** UserProfiles over the mock server's store API: users/{uid} and users/{uid}/meta/firstLoad. */
export class DevkitUserProfiles implements UserProfiles {
  constructor(private readonly client: StoreClient) {}

  async get(uid: string): Promise<UserProfile | null> {
    const data = await this.client.get(storePaths.profile(encodeURIComponent(uid)));
    return data === null ? null : readUserProfile(uid, data);
  }

  // Two writes, not Firestore's one batch: firstLoad goes first, so a profile is never stored without it, and the
  // next sign-in, which writes both again when there is no profile, mends a sign-up that stopped halfway.
  async create(profile: NewUserProfile): Promise<void> {
    const uid = encodeURIComponent(profile.uid);
    await this.client.write('PUT', storePaths.firstLoad(uid), firstLoadDoc(profile.createdAt, isoDate));
    await this.client.write('PUT', storePaths.profile(uid), userProfileDoc(profile, isoDate));
  }

  async merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    await this.client.write('PATCH', storePaths.profile(encodeURIComponent(uid)), fields);
  }
}
