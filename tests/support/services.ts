import { InMemoryAiChat } from '../../adapters/in-memory/in-memory-ai-chat';
import { InMemoryAuth } from '../../adapters/in-memory/in-memory-auth';
import { InMemoryChatThreads } from '../../adapters/in-memory/in-memory-chat-threads';
import { InMemoryCompanion } from '../../adapters/in-memory/in-memory-companion';
import { InMemoryDashboardChat } from '../../adapters/in-memory/in-memory-dashboard-chat';
import { InMemoryEmailSubscriptions } from '../../adapters/in-memory/in-memory-email-subscriptions';
import { InMemoryImages } from '../../adapters/in-memory/in-memory-images';
import { InMemoryPeople } from '../../adapters/in-memory/in-memory-people';
import { InMemoryTalkFeed } from '../../adapters/in-memory/in-memory-talk-feed';
import { InMemoryUserProfiles } from '../../adapters/in-memory/in-memory-user-profiles';
import type { Services } from '../../src/ports/services';

/** A plain Services object of fresh in-memory fakes for component tests; override what a test needs. */
export function fakeServices(overrides: Partial<Services> = {}): Services {
  return {
    auth: new InMemoryAuth(),
    talkFeed: new InMemoryTalkFeed(),
    companion: new InMemoryCompanion(),
    dashboardChat: new InMemoryDashboardChat(),
    aiChat: new InMemoryAiChat(),
    chatThreads: new InMemoryChatThreads(),
    people: new InMemoryPeople(),
    userProfiles: new InMemoryUserProfiles(),
    emailSubscriptions: new InMemoryEmailSubscriptions(['member@example.com']),
    images: new InMemoryImages(),
    ...overrides,
  };
}
