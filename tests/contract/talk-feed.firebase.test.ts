import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FirebaseCallables } from '../../adapters/firebase/firebase-callables';
import { FirebaseTalkFeed } from '../../adapters/firebase/firebase-talk-feed';
import { startMockServer } from '../../mock-server/main';
import { functionNames } from '../../src/contract/functions';
import { CONTRACT_SEED_TIME, describeTalkFeedContract } from './talk-feed.contract';

// The production adapter and the real Firebase SDK, pointed at the mock server with connectFunctionsEmulator.
describeTalkFeedContract('Firebase SDK against the mock server', async () => {
  const mock = await startMockServer(0, { seedTime: CONTRACT_SEED_TIME });
  const app = initializeApp({ projectId: 'demo-f8', apiKey: 'demo-api-key', appId: 'demo-app' }, `talk-feed-${Date.now()}`);
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, '127.0.0.1', Number(new URL(mock.url).port));
  return {
    feed: new FirebaseTalkFeed(new FirebaseCallables(functions, functionNames())),
    teardown: async () => {
      await deleteApp(app);
      await mock.close();
    },
  };
});
