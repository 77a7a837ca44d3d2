import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { InMemoryChatThreads } from '../../adapters/in-memory/in-memory-chat-threads';
import { describeChatThreadsContract } from './chat-threads.contract';

describeChatThreadsContract('in-memory', () => {
  const clock = new FakeClock();
  const threads = new InMemoryChatThreads(clock.now);
  return Promise.resolve({
    threads,
    userId: 'uid-1',
    otherUserId: 'uid-2',
    setClock: (date, stepMs) => clock.set(date, stepMs),
    deletions: () => threads.deletions,
  });
});
