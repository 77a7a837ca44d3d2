import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { FIRST_EXCHANGE_RELOAD, threadTitle } from '../../domain/chat';
import { extractMentions, type MentionTarget } from '../../domain/mentions';
import type { ThreadMessage } from '../../ports/chat-threads.port';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { addToThread, knownMessageCount, resetThread, threadMessagesOf } from './use-thread-messages';
import { sortThreads, type ThreadEntry } from './use-threads';

/** How far the store's clock may be from this page's when matching a stored message to a local one. */
export const CLOCK_SLACK_MS = 60_000;

/** The stored copy of a local user message: same words, stamped no earlier than the slack allows. */
export function isStoredCopy(stored: ThreadMessage, local: LocalMessage): boolean {
  return stored.sender === 'user' && stored.text === local.text && stored.timestamp.getTime() >= local.timestamp.getTime() - CLOCK_SLACK_MS;
}

/** SPEC 8: what f8 says when the AI call or a thread write fails. */
export const CONNECTION_TROUBLE = "Sorry, I'm having trouble connecting right now. Please try again later.";

/** A message this page shows that is not (yet) in the store: a user message on its way or not saved, or f8's apology. */
export interface LocalMessage {
  localId: string;
  threadId: string | null;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
  status: 'sending' | 'not-saved' | 'apology';
  /**
   * Where it stands among the stored messages: after the stored message with this id, or before them all (null: the
   * thread held none yet). Undefined when the thread's messages were not known: then after them all.
   */
  after?: string | null;
}

let localIds = 0;
const local = (fields: Omit<LocalMessage, 'localId' | 'timestamp'>): LocalMessage => ({
  ...fields,
  localId: `local-${++localIds}`,
  timestamp: new Date(),
});

/** The newest stored message of a thread's cache: null when it holds none, undefined when it is not loaded. */
export function newestStored(queryClient: QueryClient, uid: string, threadId: string | null): string | null | undefined {
  if (threadId === null) return null;
  const messages = threadMessagesOf(queryClient, uid, threadId);
  return messages && (messages.at(-1)?.id ?? null);
}

export interface SendOptions {
  uid: string;
  threadId: string | null;
  /** Called once a new thread exists, so the page opens it. */
  onThread: (threadId: string) => void;
  people: readonly MentionTarget[];
}

/**
 * The sending flow of SPEC 4, in its order: create the thread if there is none, store the user message, find
 * the @mentions, call f8, store the reply with its suggestions, update the thread (count + 2, the title when it
 * was empty), refresh the list, and after a first exchange reload the newest 10. Nothing the user wrote is lost:
 * a message that could not be stored stays on screen, marked, with Retry.
 */
export function useSend({ uid, threadId, onThread, people }: SendOptions) {
  const chatThreads = useService('chatThreads');
  const aiChat = useService('aiChat');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The thread whose message f8 is being asked about (steps 4 to 6), as its typing indicator says; not while the user's
  // words are being stored. Only that thread's: the page may show another by then.
  const [asking, setAsking] = useState<string | null>(null);
  const busyRef = useRef(false);
  // What an exchange still writes once its answer is on screen (the thread's count and title, the first exchange's
  // reload, the list refresh; failures only logged, SPEC 8), one after another across exchanges: the composer does not
  // wait for them, so a write the Firestore SDK keeps while offline never holds the next message back, and a thread's
  // counts land in the order they were made.
  const finishing = useRef<Promise<unknown>>(Promise.resolve());
  const afterwards = (work: () => Promise<unknown>) => {
    finishing.current = finishing.current.then(work).catch((e: unknown) => console.error('Finishing an exchange failed', e));
  };
  const [locals, setLocals] = useState<LocalMessage[]>([]);
  const put = (message: LocalMessage) => setLocals((all) => [...all, message]);
  const drop = (localId: string) => setLocals((all) => all.filter((m) => m.localId !== localId));
  const mark = (localId: string, changes: Partial<LocalMessage>) =>
    setLocals((all) => all.map((m) => (m.localId === localId ? { ...m, ...changes } : m)));
  /** f8's apology, right after the stored message it answers or the message that could not be stored. */
  const apologise = (tid: string | null, after: string | null | undefined) =>
    put(local({ threadId: tid, text: CONNECTION_TROUBLE, sender: 'bot', status: 'apology', after }));

  const patchThread = useCallback(
    (tid: string, patch: Partial<ThreadEntry>) =>
      queryClient.setQueryData<ThreadEntry[]>(queryKeys.chatThreads(uid), (old) =>
        sortThreads((old ?? []).map((t) => (t.id === tid ? { ...t, ...patch } : t))),
      ),
    [queryClient, uid],
  );

  /** The stored copy of a message whose write failed, if it landed after all; null when it did not (or cannot tell). */
  const alreadyStored = async (tid: string, bubble: LocalMessage): Promise<ThreadMessage | null> => {
    const recent = await chatThreads.messages(uid, tid, { limit: 5 }).catch(() => null);
    return recent?.messages.find((m) => isStoredCopy(m, bubble)) ?? null;
  };

  /**
   * Steps 4 to 7 for a user message stored in `threadNow`, which held `count` messages before it: its mentions, f8's
   * answer stored with its suggestions (or the apology); then, without waiting for them, the thread's count, time and
   * title (shown at once), and after a first exchange the newest 10 as stored.
   */
  const answer = async (threadNow: string, stored: ThreadMessage, count: number) => {
    patchThread(threadNow, { lastMessage: stored.text, lastMessageAt: stored.timestamp });
    // Without a stored reply: f8's apology, and the thread counts the one message it holds (failures only logged).
    const noReply = (what: string, error: unknown) => {
      setAsking(null);
      console.error(what, error);
      apologise(threadNow, stored.id);
      patchThread(threadNow, { messageCount: count + 1 });
      afterwards(() =>
        chatThreads
          .update(uid, threadNow, { lastMessageAt: stored.timestamp, messageCount: count + 1 })
          .catch((e: unknown) => console.error('Updating the thread failed', e)),
      );
    };
    // 4, 5. Mentions of known people only, then f8.
    setAsking(threadNow);
    let reply;
    try {
      reply = await aiChat.send({ message: stored.text, mentions: extractMentions(stored.text, people), threadId: threadNow });
    } catch (error) {
      return noReply('The AI call failed', error);
    }
    // 6. The reply, with its suggestions.
    let bot: ThreadMessage;
    try {
      bot = await chatThreads.addMessage(uid, threadNow, {
        text: reply.message,
        sender: 'bot',
        suggestedResponses: reply.suggestedResponses,
      });
    } catch (error) {
      return noReply('Storing the reply failed', error);
    }
    setAsking(null);
    addToThread(queryClient, uid, threadNow, [bot]);
    // 7. Count and time; the title when this was the thread's first exchange. Failures are only logged.
    const patch = { lastMessageAt: bot.timestamp, messageCount: count + 2, ...(count === 0 ? { title: threadTitle(stored.text) } : {}) };
    patchThread(threadNow, { ...patch, lastMessage: reply.message });
    afterwards(async () => {
      await chatThreads.update(uid, threadNow, patch).catch((e: unknown) => console.error('Updating the thread failed', e));
      // After a first exchange, the newest 10 messages as stored (SPEC 7); the list is refreshed after this.
      if (count !== 0) return;
      const page = await chatThreads
        .messages(uid, threadNow, { limit: FIRST_EXCHANGE_RELOAD })
        .catch((e: unknown) => (console.error('Reloading the messages failed', e), null));
      // Merged, not replaced: a message the live listener delivered meanwhile stays.
      if (page) addToThread(queryClient, uid, threadNow, page.messages);
    });
  };
  /** 8. The thread list as stored, once what the exchanges still write has landed. */
  const refreshList = () => afterwards(() => queryClient.invalidateQueries({ queryKey: queryKeys.chatThreads(uid), exact: true }));

  /** A thread's messages: as the list counts them, or as the open thread shows them when that is more (a list not read). */
  const messageCount = (tid: string) => {
    const listed = queryClient.getQueryData<ThreadEntry[]>(queryKeys.chatThreads(uid))?.find((t) => t.id === tid)?.messageCount;
    return Math.max(listed ?? 0, knownMessageCount(queryClient, uid, tid));
  };

  /**
   * f8's answer to a thread's last message when it has none, as when the page was left or reloaded while f8 was being
   * asked: steps 4 to 8 for the message as it is stored (it is not stored again).
   */
  const askAgain = async (tid: string, stored: ThreadMessage) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await answer(tid, stored, Math.max(0, messageCount(tid) - 1));
    } finally {
      busyRef.current = false;
      setBusy(false);
      refreshList();
    }
  };

  const send = async (raw: string, retrying?: LocalMessage) => {
    const text = raw.trim();
    if (busyRef.current || text === '') return;
    busyRef.current = true;
    setBusy(true);
    const bubble =
      retrying ?? local({ threadId, text, sender: 'user', status: 'sending', after: newestStored(queryClient, uid, threadId) });
    if (retrying) {
      // The earlier apology for this message goes; the bubble tries again where it stands.
      setLocals((all) =>
        all.filter((m) => !(m.status === 'apology' && m.threadId === retrying.threadId && m.timestamp >= retrying.timestamp)),
      );
      mark(bubble.localId, { status: 'sending' });
    } else put(bubble);
    let tid = bubble.threadId;
    try {
      // SPEC 4's sending flow; step 2 (clearing the input) is the composer's.
      // 1. A thread to write into, titled from its first message at once, so it can be found even if f8 fails.
      if (!tid) {
        const thread = await chatThreads.create(uid, threadTitle(text));
        tid = thread.id;
        // A list read still on its way must not overwrite the new entry with an older answer.
        await queryClient.cancelQueries({ queryKey: queryKeys.chatThreads(uid), exact: true });
        // Once, even if a list read that already has it landed meanwhile.
        queryClient.setQueryData<ThreadEntry[]>(queryKeys.chatThreads(uid), (old) =>
          sortThreads([thread, ...(old ?? []).filter((t) => t.id !== thread.id)]),
        );
        resetThread(queryClient, uid, thread.id, { messages: [], hasMore: false, cursor: null });
        mark(bubble.localId, { threadId: tid, after: null });
        onThread(tid);
      }
      const threadNow = tid;
      const count = messageCount(threadNow);
      // 3. The user's words are stored before f8 is asked. A retry first looks whether the earlier attempt landed
      // after all (its answer lost on the way back), so Retry never stores the message twice.
      let stored: ThreadMessage;
      try {
        stored =
          (retrying && (await alreadyStored(threadNow, bubble))) ||
          (await chatThreads.addMessage(uid, threadNow, { text, sender: 'user' }));
      } catch (error) {
        console.error('Storing the message failed', error);
        mark(bubble.localId, { threadId: threadNow, status: 'not-saved' });
        apologise(threadNow, bubble.threadId === threadNow ? bubble.after : null);
        return;
      }
      addToThread(queryClient, uid, threadNow, [stored]);
      drop(bubble.localId);
      await answer(threadNow, stored, count);
    } catch (error) {
      // The thread itself could not be created.
      console.error('Creating the thread failed', error);
      mark(bubble.localId, { status: 'not-saved' });
      apologise(tid, tid === bubble.threadId ? bubble.after : null);
    } finally {
      busyRef.current = false;
      setBusy(false);
      // 8. The thread list as stored, whatever happened on the way.
      if (tid) refreshList();
    }
  };

  /**
   * Leaving a conversation: apologies go; a message still on its way stays; a not-saved message of a stored
   * thread stays with that thread (its Retry is there when the thread is opened again). Returns the text of
   * not-saved messages that had no thread, so the page can put them back in the input instead of losing them.
   */
  const clearLocal = useCallback((): string[] => {
    const orphans = locals.filter((m) => m.status === 'not-saved' && m.threadId === null).map((m) => m.text);
    setLocals((all) => all.filter((m) => m.status === 'sending' || (m.status === 'not-saved' && m.threadId !== null)));
    return orphans;
  }, [locals]);

  /** A new person signed in: nothing of the previous one stays. */
  const forgetAll = useCallback(() => setLocals([]), []);

  return { send, askAgain, busy, asking: asking !== null && asking === threadId, locals, clearLocal, forgetAll };
}
