import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevkitChatThreads } from '../../adapters/devkit/devkit-chat-threads';
import { StoreClient } from '../../adapters/devkit/store-client';
import { FakeClock } from '../../adapters/in-memory/fake-clock';
import { startMockServer } from '../../mock-server/main';
import { FunctionError } from '../../src/domain/function-error';
import type { ThreadMessage } from '../../src/ports/chat-threads.port';
import { emulatorToken } from '../support/tokens';
import { describeChatThreadsContract } from './chat-threads.contract';

type MockServer = Awaited<ReturnType<typeof startMockServer>>;

/** A devkit adapter signed in as `uid`, stamping times from `clock`. */
const signedIn = (mock: MockServer, uid: string, clock = new FakeClock()) =>
  new DevkitChatThreads(new StoreClient(mock.url, () => Promise.resolve(emulatorToken(uid))), clock.now, { delayMs: 50, maxDelayMs: 200 });

// The devkit adapter over HTTP against the mock server's store API and its event stream, as the signed-in user.
describeChatThreadsContract('devkit store API', async () => {
  const mock = await startMockServer(0);
  const clock = new FakeClock();
  const deleted = vi.spyOn(mock.state.store, 'delete');
  return {
    threads: signedIn(mock, 'threads-contract-user', clock),
    userId: 'threads-contract-user',
    otherUserId: 'threads-contract-other',
    setClock: (date, stepMs) => clock.set(date, stepMs),
    deletions: () => deleted.mock.calls.map(([path]) => path),
    teardown: () => mock.close(),
  };
});

describe('ChatThreads over the devkit store: one user never sees another’s threads', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer(0);
  });
  afterAll(() => mock.close());

  const denied = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).code).toBe('permission-denied');
  };

  it('keeps each signed-in user to their own threads, refusing every call on someone else’s', async () => {
    const alice = signedIn(mock, 'alice');
    const bob = signedIn(mock, 'bob');
    const mine = await alice.create('alice', 'Alice only');
    await alice.addMessage('alice', mine.id, { id: crypto.randomUUID(), text: 'A secret', sender: 'user' });
    const theirs = await bob.create('bob', 'Bob only');

    expect((await alice.list('alice')).map((t) => t.id)).toEqual([mine.id]);
    expect((await bob.list('bob')).map((t) => t.id)).toEqual([theirs.id]);

    await denied(bob.list('alice'));
    await denied(bob.messages('alice', mine.id, { limit: 20 }));
    await denied(bob.addMessage('alice', mine.id, { id: crypto.randomUUID(), text: 'Sneaky', sender: 'user' }));
    await denied(bob.update('alice', mine.id, { lastMessageAt: new Date(), messageCount: 9, title: 'Mine now' }));
    await denied(bob.remove('alice', mine.id));
    await denied(bob.create('alice', 'Planted'));
    const errors: Error[] = [];
    const stop = bob.subscribe(
      'alice',
      mine.id,
      null,
      () => undefined,
      (e) => errors.push(e),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    stop();
    expect((errors[0] as FunctionError).code).toBe('permission-denied');

    // Bob's own thread with Alice's thread id holds nothing of hers.
    expect((await bob.messages('bob', mine.id, { limit: 20 })).messages).toEqual([]);
    expect(await alice.list('alice')).toEqual([mine]);
    expect((await alice.messages('alice', mine.id, { limit: 20 })).messages.map((m) => m.text)).toEqual(['A secret']);
  });

  it('opens a lost live stream again and still delivers each message once', async () => {
    const clock = new FakeClock(new Date('2030-01-01T00:00:00Z'));
    const carol = signedIn(mock, 'carol', clock);
    const thread = await carol.create('carol', 'Reconnects');
    const delivered: ThreadMessage[] = [];
    const errors: Error[] = [];
    const stop = carol.subscribe(
      'carol',
      thread.id,
      null,
      (m) => delivered.push(...m),
      (e) => errors.push(e),
    );
    const first = await carol.addMessage('carol', thread.id, { id: crypto.randomUUID(), text: 'before the drop', sender: 'user' });
    await vi.waitFor(() => expect(delivered).toEqual([first]));
    mock.server.closeAllConnections();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    const second = await carol.addMessage('carol', thread.id, {
      id: crypto.randomUUID(),
      text: 'after the drop',
      sender: 'bot',
      suggestedResponses: ['OK'],
    });
    await vi.waitFor(() => expect(delivered).toEqual([first, second]));
    stop();
  });
});
