import { FIRST_EXCHANGE_RELOAD, followedIn, threadTitle } from '../domain/chat';
import { extractMentions, type MentionTarget } from '../domain/mentions';
import type { AiChat, AiReply } from '../ports/ai-chat.port';
import type { ChatThread, ChatThreads, ThreadMessage } from '../ports/chat-threads.port';

/** The ports an f8 chat exchange uses. */
export interface F8ChatPorts {
  chatThreads: ChatThreads;
  aiChat: AiChat;
}

/** A new message's id, made before it is written: the same id on every retry, so the store keeps one copy. */
export const newMessageId = (): string => crypto.randomUUID();

/** What a thread's entry says after an exchange (SPEC 4 step 7): its time and count, and after its first its title. */
export interface ThreadPatch {
  lastMessageAt: Date;
  messageCount: number;
  title?: string;
}

/** Each step of an exchange as it lands, so the screen can show it before the next one. */
export interface ExchangeSteps {
  threadCreated(thread: ChatThread): void | Promise<void>;
  messageStored(threadId: string, message: ThreadMessage): void;
  /** f8 is being asked about the thread's message (steps 4 to 6). */
  asking(threadId: string): void;
  /** f8's words so far, as they stream in. */
  words?(threadId: string, words: string): void;
  /** f8's answer is in, and being stored. */
  saving?(threadId: string, words: string): void;
}

/**
 * How asking f8 ended: its reply stored, or not: the call or the write of the reply failed (SPEC 8's apology), or the
 * user stopped f8 before anything arrived.
 */
export type Answer =
  | { answered: true; threadId: string; reply: ThreadMessage; patch: ThreadPatch }
  | { answered: false; threadId: string; failed: 'ai-call' | 'reply-write' | 'stopped'; error: unknown; patch: ThreadPatch };

/**
 * How a send ended: the message not stored (nor, when threadId is null, its thread); stored, and followed already (a
 * retry of a write that had landed, which another tab answered: the thread's newest messages, which may not be all
 * that came after it); or stored and then answered or not.
 */
export type SendOutcome =
  | { stored: false; threadId: string | null; error: unknown }
  | { stored: true; message: ThreadMessage; threadId: string; answeredBefore: ThreadMessage[] }
  | ({ stored: true; message: ThreadMessage } & Answer);

export interface Send {
  uid: string;
  /** The thread to write into; null creates one, titled from the message. */
  threadId: string | null;
  message: { id: string; text: string };
  /** Messages the thread held before this one. */
  count: number;
  /**
   * The count the thread's entry holds, read when f8's answer is in: the count written grows by at most two on it, as
   * the rules allow, so a count left behind by an update that never landed stays behind rather than have every later
   * update refused.
   */
  listedCount?: (() => number | undefined) | undefined;
  people: readonly MentionTarget[];
  /** Stops asking f8 (Stop): an answer that comes later is dropped. */
  signal?: AbortSignal;
  /** Retry: the message may be stored already, and answered; then f8 is not asked again. */
  again?: boolean;
}

/**
 * SPEC 4 steps 1 and 3 to 6 (step 2 is the screen's): a thread if there is none, the user's words stored before f8 is
 * asked, then f8's answer. A retry writes the same id, so a write that landed after all is not stored twice.
 */
export async function sendMessage(ports: F8ChatPorts, send: Send, steps: ExchangeSteps): Promise<SendOutcome> {
  const { uid, message, people, signal } = send;
  let { threadId, count, listedCount } = send;
  if (threadId === null) {
    try {
      const thread = await ports.chatThreads.create(uid, threadTitle(message.text));
      threadId = thread.id;
      count = 0;
      listedCount = undefined;
      await steps.threadCreated(thread);
    } catch (error) {
      return { stored: false, threadId: null, error };
    }
  }
  let stored: ThreadMessage;
  try {
    stored = await ports.chatThreads.addMessage(uid, threadId, { id: message.id, text: message.text, sender: 'user' });
  } catch (error) {
    return { stored: false, threadId, error };
  }
  steps.messageStored(threadId, stored);
  // A thread this retry created holds nothing after the message.
  const newest = send.again && send.threadId !== null ? await answeredBefore(ports, uid, threadId, stored.id) : null;
  if (newest) return { stored: true, message: stored, threadId, answeredBefore: newest };
  return {
    stored: true,
    message: stored,
    ...(await askF8(ports, { uid, threadId, message: stored, count, listedCount, people, signal }, steps)),
  };
}

/**
 * The thread's newest messages if something was stored after the message (f8's answer, or a later exchange, after
 * which f8 is not asked about it: the newest two hold it, or are both newer), else null; a failed read is null too,
 * and f8 is asked as on a first send.
 */
async function answeredBefore(ports: F8ChatPorts, uid: string, threadId: string, messageId: string): Promise<ThreadMessage[] | null> {
  const newest = 2;
  const page = await ports.chatThreads.messages(uid, threadId, { limit: newest }).catch(() => null);
  if (!page) return null;
  return followedIn(page.messages, messageId, { ifAbsent: page.messages.length === newest }) ? page.messages : null;
}

/** The call's answer, or null as soon as `signal` aborts: an answer that comes later is dropped. */
function unlessStopped<T>(call: Promise<T>, signal: AbortSignal | undefined): Promise<T | null> {
  if (!signal) return call;
  return new Promise<T | null>((resolve, reject) => {
    const stop = () => resolve(null);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Steps 4 to 6 for a stored user message (`count` messages before it): f8 asked with the known mentions, its answer
 * stored with its suggestions. Also answers a stored message that never got its reply, without storing it again.
 */
export async function askF8(
  ports: F8ChatPorts,
  {
    uid,
    threadId,
    message,
    count,
    listedCount,
    people,
    signal,
  }: Omit<Send, 'threadId' | 'message'> & {
    threadId: string;
    message: ThreadMessage;
  },
  steps: Pick<ExchangeSteps, 'asking' | 'words' | 'saving'>,
  newId: () => string = newMessageId,
): Promise<Answer> {
  const countWith = (added: number) => Math.min(count + added, (listedCount?.() ?? Infinity) + 2);
  const unanswered = (failed: 'ai-call' | 'reply-write' | 'stopped', error: unknown): Answer => ({
    answered: false,
    threadId,
    failed,
    error,
    patch: { lastMessageAt: message.timestamp, messageCount: countWith(1) },
  });
  steps.asking(threadId);
  if (signal?.aborted) return unanswered('stopped', null);
  let words = '';
  const onChunk = (chunk: string) => {
    if (signal?.aborted || chunk === '') return;
    words += chunk;
    steps.words?.(threadId, words);
  };
  const request = { message: message.text, mentions: extractMentions(message.text, people), threadId };
  let reply: AiReply | null;
  try {
    reply = await unlessStopped(ports.aiChat.send(request, { onChunk, ...(signal ? { signal } : {}) }), signal);
  } catch (error) {
    if (!signal?.aborted) return unanswered('ai-call', error);
    reply = null;
  }
  // Stopped: what arrived of f8's words is its answer; with nothing, it has none.
  if (reply === null) {
    if (words.trim() === '') return unanswered('stopped', null);
    reply = { message: words, suggestedResponses: [] };
  }
  steps.saving?.(threadId, reply.message);
  let stored: ThreadMessage;
  try {
    stored = await ports.chatThreads.addMessage(uid, threadId, {
      id: newId(),
      text: reply.message,
      sender: 'bot',
      suggestedResponses: reply.suggestedResponses,
    });
  } catch (error) {
    return unanswered('reply-write', error);
  }
  const title = count === 0 ? { title: threadTitle(message.text) } : {};
  return { answered: true, threadId, reply: stored, patch: { lastMessageAt: stored.timestamp, messageCount: countWith(2), ...title } };
}

/** Step 7: the thread's count and title; after a first exchange, the newest messages as stored (SPEC 7). Never throws. */
export async function finishExchange(
  ports: Pick<F8ChatPorts, 'chatThreads'>,
  uid: string,
  answer: Answer,
  report: (what: string, error: unknown) => void,
): Promise<ThreadMessage[]> {
  await ports.chatThreads.update(uid, answer.threadId, answer.patch).catch((error: unknown) => report('Updating the thread failed', error));
  if (!answer.answered || answer.patch.title === undefined) return [];
  const page = await ports.chatThreads
    .messages(uid, answer.threadId, { limit: FIRST_EXCHANGE_RELOAD })
    .catch((error: unknown) => (report('Reloading the messages failed', error), null));
  return page?.messages ?? [];
}
