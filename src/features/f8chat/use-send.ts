import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ChatLogEntry, MessageOnItsWay } from '../../application/chat-log';
import { askF8, finishExchange, newMessageId, sendMessage, type Answer, type ExchangeSteps } from '../../application/f8-chat';
import type { MentionTarget } from '../../domain/mentions';
import type { ThreadMessage } from '../../ports/chat-threads.port';
import { useService } from '../../ui/services-context';
import { inOneTab } from './one-tab-answers';
import { tellOtherTabs } from './thread-news';
import { addToThread, answeredAfter, knownMessageIds, readThreadAgain, resetThread, threadList, threadMessagesOf } from './thread-cache';

/** SPEC 8: what f8 says when the AI call or a thread write fails. */
const CONNECTION_TROUBLE = "Sorry, I'm having trouble connecting right now. Please try again later.";

export interface SendOptions {
  uid: string;
  threadId: string | null;
  /** Called once a new thread exists, so the page opens it. */
  onThread: (threadId: string) => void;
  people: readonly MentionTarget[];
}

/** A message sent (`again`: by Retry, after a write that may have landed), or a stored one f8 is asked about again. */
type Exchange = { kind: 'send'; message: MessageOnItsWay; again?: boolean } | { kind: 'ask'; threadId: string; message: ThreadMessage };

const logFailure = (what: string, error: unknown) => console.error(what, error);

/**
 * The f8 chat's sends (src/application/f8-chat.ts) on this page: the message shown at once under its store id, each
 * step written into the query cache as it lands, f8's apology when no answer is stored, Retry for what was not saved.
 */
export function useSend({ uid, threadId, onThread, people }: SendOptions) {
  const chatThreads = useService('chatThreads');
  const aiChat = useService('aiChat');
  const queryClient = useQueryClient();
  // The thread whose message f8 is being asked about, as its typing indicator says; only that thread's.
  const [asking, setAsking] = useState<string | null>(null);
  const [onTheirWay, setOnTheirWay] = useState<MessageOnItsWay[]>([]);
  // f8's words so far while they stream in, in that thread; then, from `saving`, its whole answer while it is stored.
  const [streamed, setStreamed] = useState<{ threadId: string; words: string; saving?: Date } | null>(null);
  // Set before the first render of a send, so a second press in the same frame does nothing.
  const busyRef = useRef(false);
  // An exchange's last writes, one after another, apart from the message box: one kept offline never holds the next.
  const finishing = useRef<Promise<unknown>>(Promise.resolve());
  // How many of those hold writes: while any is on its way, leaving the page asks first.
  const [unfinished, setUnfinished] = useState(0);
  const afterwards = (work: () => Promise<unknown>, { writes = false } = {}) => {
    if (writes) setUnfinished((n) => n + 1);
    finishing.current = finishing.current
      .then(work)
      .catch((e: unknown) => logFailure('Finishing an exchange failed', e))
      .finally(() => writes && setUnfinished((n) => n - 1));
  };

  const put = (message: MessageOnItsWay) => setOnTheirWay((all) => [...all.filter((m) => m.id !== message.id), message]);
  const drop = (id: string) => setOnTheirWay((all) => all.filter((m) => m.id !== id));
  const apologise = (tid: string | null, after: string, unsaved = false) =>
    put({
      id: `apology-${after}`,
      threadId: tid,
      text: CONNECTION_TROUBLE,
      sender: 'bot',
      timestamp: new Date(),
      status: 'apology',
      after,
      ...(unsaved ? { unsaved } : {}),
    });

  const list = threadList(queryClient, uid);

  /**
   * Messages a thread held before `message`: as its list entry counts them, or as this page knows them when that is
   * more. For a stored message asked about again, the entry counts it already once its time has reached the message's
   * (after a Stop or an apology), and not when the page was left mid-send.
   */
  const countBefore = (tid: string | null, message: { id: string; timestamp: Date }, stored = false) => {
    if (tid === null) return 0;
    const entry = list.entry(tid);
    const counted = stored && entry !== undefined && entry.lastMessageAt >= message.timestamp;
    const listed = (entry?.messageCount ?? 0) - (counted ? 1 : 0);
    return Math.max(0, listed, [...knownMessageIds(queryClient, uid, tid)].filter((known) => known !== message.id).length);
  };

  const listedCount = (tid: string | null) => () => (tid === null ? undefined : list.entry(tid)?.messageCount);

  /** How each step of an exchange shows; `sending` is the user's message on its way, when there is one. */
  const stepsOf = (sending?: MessageOnItsWay): ExchangeSteps => ({
    threadCreated: async (thread) => {
      await list.add(thread);
      resetThread(queryClient, uid, thread.id, { messages: [], hasMore: false, cursor: null });
      if (sending) put({ ...sending, threadId: thread.id, after: null });
      onThread(thread.id);
    },
    messageStored: (tid, message) => {
      addToThread(queryClient, uid, tid, [message]);
      drop(message.id);
      list.patch(tid, { lastMessage: message.text, lastFromF8: false, lastMessageAt: message.timestamp });
    },
    asking: setAsking,
    words: (tid, words) => setStreamed({ threadId: tid, words }),
    // Nothing left to stop: Send comes back (disabled) in Stop's place, as the answer is stored.
    saving: (tid, words) => {
      setAsking(null);
      setStreamed({ threadId: tid, words, saving: new Date() });
    },
  });

  /** What the screen shows once f8 has answered or not, and step 7 queued behind the exchanges before it. */
  const settle = (answer: Answer, asked: ThreadMessage) => {
    setAsking(null);
    setStreamed(null);
    const { threadId: tid, patch } = answer;
    if (answer.answered) {
      addToThread(queryClient, uid, tid, [answer.reply]);
      list.patch(tid, { ...patch, lastMessage: answer.reply.text, lastFromF8: true });
    } else {
      if (answer.failed !== 'stopped') {
        logFailure(answer.failed === 'ai-call' ? 'The AI call failed' : 'Storing the reply failed', answer.error);
        apologise(tid, asked.id);
      }
      list.patch(tid, { messageCount: patch.messageCount });
    }
    afterwards(
      async () => {
        // Merged, not replaced: a message the live listener delivered meanwhile stays.
        const newest = await finishExchange({ chatThreads }, uid, answer, logFailure);
        if (newest.length > 0) addToThread(queryClient, uid, tid, newest);
      },
      { writes: true },
    );
  };

  // Stop aborts the exchange on its way.
  const stopping = useRef<AbortController | null>(null);
  const exchange = useMutation({
    mutationFn: async (what: Exchange) => {
      const { signal } = (stopping.current = new AbortController());
      if (what.kind === 'ask') {
        const count = countBefore(what.threadId, what.message, true);
        const answer = await askF8(
          { chatThreads, aiChat },
          { uid, threadId: what.threadId, message: what.message, count, listedCount: listedCount(what.threadId), people, signal },
          stepsOf(),
        );
        settle(answer, what.message);
        return what.threadId;
      }
      const { message, again } = what;
      const tid = message.threadId;
      const count = countBefore(tid, message);
      const request = { uid, threadId: tid, message, count, listedCount: listedCount(tid), people, signal, again };
      const outcome = await sendMessage({ chatThreads, aiChat }, request, stepsOf({ ...message, status: 'sending' }));
      if ('answeredBefore' in outcome) {
        addToThread(queryClient, uid, outcome.threadId, outcome.answeredBefore);
        readThreadAgain(queryClient, uid, outcome.threadId);
      } else if (outcome.stored) settle(outcome, outcome.message);
      else {
        logFailure(outcome.threadId === null ? 'Creating the thread failed' : 'Storing the message failed', outcome.error);
        const movedTo = outcome.threadId !== message.threadId;
        put({ ...message, threadId: outcome.threadId, status: 'not-saved', ...(movedTo ? { after: null } : {}) });
        apologise(outcome.threadId, message.id, true);
      }
      return outcome.threadId;
    },
    // The bubble shows at once, under the id it is stored with; a retry tries again where it stands.
    onMutate: (what) => {
      drop(`apology-${what.message.id}`);
      if (what.kind === 'send') put({ ...what.message, status: 'sending' });
    },
    // 8. The thread list as stored, whatever happened on the way, once what the exchanges write has landed.
    onSettled: (tid) => {
      busyRef.current = false;
      if (tid) afterwards(() => list.refresh().then(() => tellOtherTabs({ uid })));
    },
  });

  const start = async (what: Exchange): Promise<void> => {
    if (busyRef.current) return;
    busyRef.current = true;
    const tid = what.kind === 'ask' ? what.threadId : what.message.threadId;
    const ran = await inOneTab(what.kind === 'send' && !what.again ? 'new' : 'known', what.message.id, {
      run: () => exchange.mutateAsync(what).catch((error: unknown) => logFailure('The exchange failed', error)),
      written: () => finishing.current,
      answered: () => tid !== null && answeredAfter(queryClient, uid, tid, what.message.id),
      answeredElsewhere: () => {
        if (tid !== null) readThreadAgain(queryClient, uid, tid);
        return list.refresh();
      },
    });
    if (!ran) busyRef.current = false;
  };

  /** Sends the trimmed text as a new message of the open thread (or of a new one). */
  const send = (raw: string) => {
    const text = raw.trim();
    if (text === '') return Promise.resolve();
    const newest = threadId === null ? null : threadMessagesOf(queryClient, uid, threadId);
    const after = threadId === null ? null : newest && (newest.at(-1)?.id ?? null);
    return start({
      kind: 'send',
      message: { id: newMessageId(), threadId, text, sender: 'user', timestamp: new Date(), status: 'sending', after },
    });
  };

  /** Writes a message that could not be stored again, under the same id. */
  const retry = (message: MessageOnItsWay) => start({ kind: 'send', message, again: true });

  /** f8's answer to a thread's stored last message that has none: after an apology, a Stop, or a page left meanwhile. */
  const askAgain = (tid: string, { key, text, timestamp }: ChatLogEntry) =>
    start({ kind: 'ask', threadId: tid, message: { id: key, text, sender: 'user', timestamp } });

  /** Stops asking f8: what has not arrived is not waited for; Stop and the typing go at once. */
  const stop = useCallback(() => {
    stopping.current?.abort();
    setAsking(null);
  }, []);

  /** A thread deleted in another tab: f8 is no longer asked there, and nothing of its is on its way here. */
  const letGo = (tid: string) => {
    if (asking === tid) stop();
    setOnTheirWay((all) => all.filter((m) => m.threadId !== tid));
  };

  /** Leaving a conversation: apologies go; returns the text of not-saved messages without a thread, to put back. */
  const clearLocal = useCallback((): string[] => {
    const orphans = onTheirWay.filter((m) => m.status === 'not-saved' && m.threadId === null).map((m) => m.text);
    setOnTheirWay((all) => all.filter((m) => m.status === 'sending' || (m.status === 'not-saved' && m.threadId !== null)));
    return orphans;
  }, [onTheirWay]);

  return {
    send,
    retry,
    askAgain,
    stop,
    busy: exchange.isPending,
    /** An exchange's last writes (the thread's count and title, then a first exchange's re-read) are on their way. */
    finishing: unfinished > 0,
    asking: asking !== null && asking === threadId,
    /** f8 is being asked in a conversation that is not the open one. */
    askingElsewhere: asking !== null && asking !== threadId,
    /** f8's words so far in the open thread, while they stream in, and since when its answer is being stored. */
    streamed: streamed?.threadId === threadId ? { words: streamed.words, saving: streamed.saving ?? null } : null,
    onTheirWay,
    clearLocal,
    letGo,
    /** Reads the history again once this tab's own writes have landed, which the read would otherwise undo. */
    refreshList: () => afterwards(list.refresh),
  };
}
