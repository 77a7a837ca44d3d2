import { describe, expect, it } from 'vitest';
import { DevkitUserProfiles } from '../../adapters/devkit/devkit-user-profiles';
import { StoreClient } from '../../adapters/devkit/store-client';
import { startMockServer } from '../../mock-server/main';
import { readFirstLoad } from '../../src/contract/store.mapping';
import { buildNewProfile } from '../../src/domain/user-profile';
import { emulatorToken } from '../support/tokens';
import { describeUserProfilesContract } from './user-profiles.contract';

// The devkit adapter over HTTP against the mock server's store API, as the signed-in user.
describeUserProfilesContract('devkit store API', async () => {
  const mock = await startMockServer(0);
  const uid = 'contract-user';
  const client = new StoreClient(mock.url, () => Promise.resolve(emulatorToken(uid)));
  return {
    profiles: new DevkitUserProfiles(client),
    uid,
    readFirstLoad: (id) => {
      const doc = mock.state.store.get(`users/${id}/meta/firstLoad`);
      return Promise.resolve(doc ? readFirstLoad(id, doc) : null);
    },
    writeProfile: (id, data) => Promise.resolve(mock.state.store.set(`users/${id}`, data)),
    teardown: () => mock.close(),
  };
});

describe('the devkit adapter writes a new profile in two calls', () => {
  it('stores no profile without its firstLoad document, whichever write fails', async () => {
    const mock = await startMockServer(0);
    try {
      const uid = 'halfway';
      const profiles = new DevkitUserProfiles(new StoreClient(mock.url, () => Promise.resolve(emulatorToken(uid))));
      const profile = buildNewProfile({ uid, email: 'h@example.com', displayName: 'Half Way', photoURL: null }, 'UTC', new Date());
      for (const target of ['PUT users/*/meta/firstLoad', 'PUT users/*']) {
        mock.state.faults.add({ target, code: 'unavailable', times: 1 });
        await expect(profiles.create(profile)).rejects.toMatchObject({ code: 'unavailable' });
        // With no profile, the next sign-in writes both (repairProfile, src/application/account.ts).
        expect(await profiles.get(uid)).toBeNull();
      }
      await profiles.create(profile);
      expect(await profiles.get(uid)).toMatchObject({ uid, displayName: 'Half Way' });
      expect(mock.state.store.get(`users/${uid}/meta/firstLoad`)).toMatchObject({ platform: 'web' });
    } finally {
      await mock.close();
    }
  });
});
