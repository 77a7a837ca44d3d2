import { DevkitPeople } from '../../adapters/devkit/devkit-people';
import { StoreClient } from '../../adapters/devkit/store-client';
import { startMockServer } from '../../mock-server/main';
import { emulatorToken } from '../support/tokens';
import { describePeopleContract } from './people.contract';

// The devkit adapter over HTTP against the mock server's store API, as the signed-in user.
describePeopleContract('devkit store API', async () => {
  const mock = await startMockServer(0);
  const userId = 'people-contract-user';
  const client = new StoreClient(mock.url, () => Promise.resolve(emulatorToken(userId)));
  return {
    people: new DevkitPeople(client),
    userId,
    otherUserId: 'people-contract-other',
    write: (uid, docs) => {
      for (const { id, data } of docs) mock.state.store.set(`users/${uid}/people/${id}`, data);
      return Promise.resolve();
    },
    // A dev kit fault on the store route: the store answers with the error, as a failing Firestore would.
    fail: (code) => {
      const id = mock.state.faults.add({ target: 'GET users/*/people', code });
      return () => mock.state.faults.clear({ id });
    },
    teardown: () => mock.close(),
  };
});
