import { describeChatThreadsContract } from './chat-threads.contract';
import { inMemoryChatThreads } from './in-memory-fixtures';

describeChatThreadsContract('in-memory', () => Promise.resolve(inMemoryChatThreads()));
