import { InMemoryAuth } from '../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../adapters/in-memory/in-memory-talk-feed';
import { InMemoryUserProfiles } from '../../adapters/in-memory/in-memory-user-profiles';
import { DevkitImages } from '../../adapters/devkit/devkit-images';
import { unavailable } from '../../adapters/unavailable';
import type { Services } from '../../src/ports/services';

/** A plain Services object of in-memory fakes for component tests; override what a test needs. */
export function fakeServices(overrides: Partial<Services> = {}): Services {
  return {
    auth: new InMemoryAuth(),
    talkFeed: new InMemoryTalkFeed(),
    companion: unavailable('companion'),
    aiChat: unavailable('aiChat'),
    chatThreads: unavailable('chatThreads'),
    people: unavailable('people'),
    userProfiles: new InMemoryUserProfiles(),
    emailSubscriptions: unavailable('emailSubscriptions'),
    images: new DevkitImages(),
    ...overrides,
  };
}
