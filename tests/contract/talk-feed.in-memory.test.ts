import { InMemoryTalkFeed } from '../../adapters/in-memory/in-memory-talk-feed';
import { generateTalkSeed } from '../../emulator-seed/talk-seed';
import { CONTRACT_SEED_TIME, describeTalkFeedContract } from './talk-feed.contract';

describeTalkFeedContract('in-memory', () => {
  const seed = generateTalkSeed(CONTRACT_SEED_TIME);
  return Promise.resolve({ feed: new InMemoryTalkFeed(seed.messages, seed.replies) });
});
