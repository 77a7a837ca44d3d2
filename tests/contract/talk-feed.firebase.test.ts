import { FirebaseTalkFeed } from '../../adapters/firebase/firebase-talk-feed';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { CONTRACT_SEED_TIME, describeTalkFeedContract } from './talk-feed.contract';

// The production adapter and the real Firebase SDK, pointed at the mock server with connectFunctionsEmulator.
describeTalkFeedContract('Firebase SDK against the mock server', async () => {
  const { callables, teardown } = await callablesAgainstMock({ seedTime: CONTRACT_SEED_TIME });
  return { feed: new FirebaseTalkFeed(callables), teardown };
});
