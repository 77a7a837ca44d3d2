import { firstLoadDocSchema, userProfileDocSchema, type UserProfileDoc } from '../../src/contract/store.schema';
import { storedHandle, type NewUserProfile } from '../../src/domain/user-profile';
import type { UserProfile, UserProfiles } from '../../src/ports/user-profiles.port';
import type { StoreClient } from './store-client';

/** UserProfiles over the mock server's store API. */
export class DevkitUserProfiles implements UserProfiles {
  constructor(private readonly client: StoreClient) {}

  async get(uid: string): Promise<UserProfile | null> {
    const doc = await this.client.get(`users/${encodeURIComponent(uid)}`, userProfileDocSchema);
    if (!doc) return null;
    return {
      uid: doc.uid,
      email: doc.email,
      displayName: doc.displayName,
      firstName: doc.firstName,
      createdAt: new Date(doc.createdAt),
      language: doc.language,
      timezone: doc.timezone,
      photoURL: doc.photoURL ?? null,
      handle: storedHandle(doc),
    };
  }

  async create(profile: NewUserProfile): Promise<void> {
    const doc: UserProfileDoc = { ...profile, createdAt: profile.createdAt.toISOString() };
    await this.client.write('PUT', `users/${encodeURIComponent(profile.uid)}`, doc);
    await this.client.write(
      'PUT',
      `users/${encodeURIComponent(profile.uid)}/meta/firstLoad`,
      firstLoadDocSchema.parse({ created: profile.createdAt.toISOString(), platform: 'web' }),
    );
  }

  async merge(uid: string, fields: Partial<Pick<NewUserProfile, 'email' | 'uid' | 'photoURL'>>): Promise<void> {
    await this.client.write('PATCH', `users/${encodeURIComponent(uid)}`, fields);
  }
}
