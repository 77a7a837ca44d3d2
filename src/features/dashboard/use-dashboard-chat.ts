import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AuthUser } from '../../ports/auth.port';
import type { DashboardChatMessage } from '../../ports/dashboard-chat.port';
import { useLiveQuery } from '../../ui/live-query';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

const NONE: DashboardChatMessage[] = [];

/** A message sent from this page, until the live list holds it and f8's stored answer. */
interface Exchange {
  key: number;
  message: string;
  /** When it was sent: the time its lines show until the stored ones take their place. */
  at: Date;
  /** f8's answer as the call returned it; null while the call runs. */
  answer: string | null;
  /** The ids the live list held when it was sent: what it brings beyond them is this exchange. */
  known: ReadonlySet<string>;
  /** The ids of lines that earlier exchanges, done with since, took: never this one's. */
  taken: ReadonlySet<string>;
}

/**
 * What of each exchange the live list holds: the user's words and f8's answer (stored at one time, in either order).
 * Each stored line goes to one exchange only, oldest first, so two alike messages are two exchanges.
 */
function landings(exchanges: readonly Exchange[], messages: readonly DashboardChatMessage[]) {
  const claimed = new Set<string>();
  return exchanges.map((exchange) => {
    const arrived = messages.filter((m) => !exchange.known.has(m.id) && !exchange.taken.has(m.id) && !claimed.has(m.id));
    const words = arrived.find((m) => m.sender === 'user' && m.message === exchange.message);
    const answer = words && arrived.find((m) => m.sender === 'f8');
    const lines = [words, answer].flatMap((line) => (line ? [line.id] : []));
    for (const id of lines) claimed.add(id);
    // The stored lines keep the keys of the lines they replace (below).
    const keys = [
      ...(words ? [[words.id, sentKey(exchange)] as const] : []),
      ...(answer ? [[answer.id, answerKey(exchange)] as const] : []),
    ];
    return { exchange, words: words !== undefined, answer: answer !== undefined, lines, keys };
  });
}

const sentKey = (exchange: Exchange) => `sent-${exchange.key}`;
const answerKey = (exchange: Exchange) => `answer-${exchange.key}`;

/** The dashboard chat's state and actions, as the page holds them (useDashboardChat). */
export type DashboardChatState = ReturnType<typeof useDashboardChat>;

/**
 * A line as shown: stored, or sent from here and not listed yet. A stored line that replaces one sent from here keeps
 * its key, so the log keeps the element and a screen reader does not read the exchange twice.
 */
export type ChatLine = { key: string } & ({ stored: DashboardChatMessage } | { sender: 'user' | 'f8'; message: string; at: Date });

/**
 * The dashboard chat (SPEC 2, 5): the newest 10 messages, live. The function stores each exchange; until the live list
 * holds it (maybe never, if the listener failed), the page shows the words and the answer the call returned.
 */
export function useDashboardChat(user: AuthUser, userName: string) {
  const dashboardChat = useService('dashboardChat');
  const subscribe = useCallback(
    (onData: (m: DashboardChatMessage[]) => void, onError: (e: Error) => void) => dashboardChat.subscribe(user.uid, onData, onError),
    [dashboardChat, user.uid],
  );
  const live = useLiveQuery(queryKeys.dashboardChat(user.uid), subscribe, NONE);
  const messages = live.data ?? NONE;
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const nextKey = useRef(0);
  // The keys of stored lines that took the place of lines sent from here, once their exchange is done with.
  const [keptKeys, setKeptKeys] = useState<ReadonlyMap<string, string>>(new Map());
  const landed = landings(exchanges, messages);
  const pending = landed.filter((e) => !e.answer);
  // An exchange the live list holds whole is done with: forgotten, so it cannot show again once it leaves the newest 10;
  // the lines it took stay taken, and keep their keys while the list holds them.
  if (pending.length < exchanges.length) {
    const done = landed.filter((e) => e.answer);
    const taken = done.flatMap((e) => e.lines);
    setExchanges(pending.map(({ exchange }) => ({ ...exchange, taken: new Set([...exchange.taken, ...taken]) })));
    const listed = new Set(messages.map((m) => m.id));
    setKeptKeys(new Map([...keptKeys, ...done.flatMap((e) => e.keys)].filter(([id]) => listed.has(id))));
  }
  const keyOf = new Map([...keptKeys, ...landed.flatMap((e) => e.keys)]);

  // Each exchange not stored whole shows where it was sent: after the last stored line it knew, before any that came
  // later; once its words are stored, its answer shows right after them.
  const anchored = pending.map((e) => ({
    ...e,
    after: e.words ? messages.findIndex((m) => m.id === e.lines[0]) : messages.findLastIndex((m) => e.exchange.known.has(m.id)),
  }));
  const unstored = (anchor: number): ChatLine[] =>
    anchored
      .filter(({ after }) => after === anchor)
      .flatMap(({ exchange, words }) => [
        ...(words ? [] : [{ key: sentKey(exchange), sender: 'user' as const, message: exchange.message, at: exchange.at }]),
        ...(exchange.answer === null
          ? []
          : [{ key: answerKey(exchange), sender: 'f8' as const, message: exchange.answer, at: exchange.at }]),
      ]);
  const lines: ChatLine[] = [
    ...unstored(-1),
    ...messages.flatMap((stored, index) => [{ key: keyOf.get(stored.id) ?? stored.id, stored }, ...unstored(index)]),
  ];
  const history = lines.map((line) =>
    'stored' in line ? line.stored : { id: line.key, sender: line.sender, message: line.message, timestamp: line.at },
  );
  const send = useMutation({
    // The history as it was shown when sent: by the time the call goes out, the page shows this message too.
    mutationFn: ({ message, history: before }: Exchange & { history: DashboardChatMessage[] }) =>
      dashboardChat.send({ userId: user.uid, userName, message, history: before }),
    onMutate: ({ history: _, ...exchange }) => setExchanges((all) => [...all, exchange]),
    onSuccess: (answer, sent) => setExchanges((all) => all.map((e) => (e.key === sent.key ? { ...e, answer } : e))),
    onError: (_error, sent) => setExchanges((all) => all.filter((e) => e.key !== sent.key)),
  });
  return {
    lines,
    loading: live.data === undefined,
    /** f8 is answering: the newest exchange has no answer yet, returned or stored. */
    typing: send.isPending && pending.some(({ exchange }) => exchange.answer === null),
    loadError: live.error,
    retryLoad: live.retry,
    busy: send.isPending,
    sendFailed: send.isError,
    /** Sends `message`; `onError` gets it back when the call fails. */
    send: (message: string, onError: () => void) =>
      send.mutate(
        {
          key: nextKey.current++,
          message,
          at: new Date(),
          answer: null,
          known: new Set(messages.map((m) => m.id)),
          taken: new Set(),
          history,
        },
        { onError },
      ),
  };
}
