import { CHAT_HISTORY_LIMIT, dashboardAnswer, toChatLines } from '../../src/contract/companion.mapping';
import { byDocumentId, dashboardChatDoc, isoDate, readDashboardChatMessage } from '../../src/contract/store.mapping';
import { DASHBOARD_CHAT_LIMIT } from '../../src/contract/store.schema';
import { FunctionError } from '../../src/domain/function-error';
import type { DashboardChat, DashboardChatMessage, DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { FakeClock } from './fake-clock';

type Listener = { listener: (messages: DashboardChatMessage[]) => void; onError: (error: Error) => void };

/** DashboardChat in memory, read through the shared mapper; a send stores the exchange, as the chat function does. */
export class InMemoryDashboardChat implements DashboardChat {
  /** Stored documents per user, by id; `seed` or `write` put them there behind the port's back. */
  private readonly chats = new Map<string, Map<string, unknown>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private nextId = 1;
  /** Set to make every send fail with this error (reads are unaffected; see `failReadsWith`). */
  failWith: FunctionError | null = null;
  /** Set to make every new subscription fail with this error. */
  failReadsWith: FunctionError | null = null;
  /** What each send passed to the chat function: the message and the history it carried. */
  readonly calls: { userId: string; userName: string; userMessage: string; chatHistory: { message: string; sender: string }[] }[] = [];

  constructor(
    private readonly clock: () => Date = new FakeClock().now,
    private readonly reply: (request: DashboardChatSend) => string = (r) => `I hear you, ${r.userName}. Tell me more about that.`,
  ) {}

  /** Stores one document as it is, malformed or not, and tells the user's listeners. */
  write(userId: string, id: string, data: unknown): void {
    const chat = this.chats.get(userId) ?? new Map<string, unknown>();
    chat.set(id, data);
    this.chats.set(userId, chat);
    this.notify(userId);
  }

  /** Deletes the user's chat and tells their listeners. */
  clear(userId: string): void {
    this.chats.delete(userId);
    this.notify(userId);
  }

  /** Stores messages as the chat function would; timestamps from the clock unless given. */
  seed(userId: string, messages: { message: string; sender: 'user' | 'f8'; timestamp?: Date }[]): void {
    for (const m of messages) {
      const id = `chat-${String(this.nextId++).padStart(5, '0')}`;
      this.write(userId, id, dashboardChatDoc({ message: m.message, sender: m.sender, timestamp: m.timestamp ?? this.clock() }, isoDate));
    }
  }

  private newest(userId: string): DashboardChatMessage[] {
    const docs = [...(this.chats.get(userId) ?? new Map<string, unknown>())];
    return docs
      .map(([id, data]) => readDashboardChatMessage(userId, id, data))
      .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime() || byDocumentId(a.id, b.id))
      .slice(-DASHBOARD_CHAT_LIMIT);
  }

  private deliver(userId: string, to: Listener): void {
    let messages: DashboardChatMessage[];
    try {
      messages = this.newest(userId);
    } catch (error) {
      to.onError(error as Error);
      return;
    }
    to.listener(messages);
  }

  private notify(userId: string): void {
    for (const to of this.listeners.get(userId) ?? []) this.deliver(userId, to);
  }

  subscribe(userId: string, listener: (messages: DashboardChatMessage[]) => void, onError: (error: Error) => void): Unsubscribe {
    const to: Listener = { listener, onError };
    const failure = this.failReadsWith;
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    this.listeners.set(userId, set);
    let stopped = false;
    // Like a snapshot listener: the first delivery comes after subscribe returns.
    queueMicrotask(() => {
      if (stopped) return;
      if (failure) return onError(failure);
      set.add(to);
      this.deliver(userId, to);
    });
    return () => {
      stopped = true;
      set.delete(to);
    };
  }

  send(request: DashboardChatSend): Promise<string> {
    const userMessage = request.message.trim();
    // The callable adapters refuse a blank message before calling the function.
    if (!userMessage) return Promise.reject(new FunctionError('invalid-argument', 'userMessage: Too small: expected a non-blank message'));
    this.calls.push({
      userId: request.userId,
      userName: request.userName,
      userMessage,
      chatHistory: toChatLines(request.history, CHAT_HISTORY_LIMIT),
    });
    if (this.failWith) return Promise.reject(this.failWith);
    const answer = dashboardAnswer(this.reply(request));
    this.seed(request.userId, [
      { message: userMessage, sender: 'user' },
      { message: answer, sender: 'f8' },
    ]);
    return Promise.resolve(answer);
  }
}
