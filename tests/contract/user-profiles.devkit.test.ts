import { DevkitUserProfiles } from '../../adapters/devkit/devkit-user-profiles';
import { StoreClient } from '../../adapters/devkit/store-client';
import { startMockServer } from '../../mock-server/main';
import { readFirstLoad } from '../../src/contract/store.mapping';
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
