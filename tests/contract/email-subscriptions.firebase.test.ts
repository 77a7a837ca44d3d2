import { FirebaseEmailSubscriptions } from '../../adapters/firebase/firebase-email-subscriptions';
import { callablesAgainstMock } from '../support/firebase-sdk';
import { describeEmailSubscriptionsContract } from './email-subscriptions.contract';

describeEmailSubscriptionsContract('Firebase SDK against the mock server', async () => {
  const { callables, teardown } = await callablesAgainstMock();
  return { subscriptions: new FirebaseEmailSubscriptions(callables), known: 'member@example.com', teardown };
});
