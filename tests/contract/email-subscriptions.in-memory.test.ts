import { InMemoryEmailSubscriptions } from '../../adapters/in-memory/in-memory-email-subscriptions';
import { describeEmailSubscriptionsContract } from './email-subscriptions.contract';

describeEmailSubscriptionsContract('in-memory', () =>
  Promise.resolve({ subscriptions: new InMemoryEmailSubscriptions(['member@example.com']), known: 'member@example.com' }),
);
