import { METHODS, onFirstUse } from '../../adapters/on-first-use';
import { describeChatThreadsContract } from './chat-threads.contract';
import { arrivingLater, inMemoryChatThreads } from './in-memory-fixtures';

/** The port as the modes bind it, loaded on first use (adapters/on-first-use.ts): the adapter's code arrives later. */
describeChatThreadsContract('loaded on first use', () =>
  Promise.resolve(inMemoryChatThreads((threads) => onFirstUse(() => arrivingLater(threads), METHODS.chatThreads))),
);
