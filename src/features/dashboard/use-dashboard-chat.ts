import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { dashboardLog, NO_SENDS, withAnswer, withExchange, withoutExchange } from '../../application/dashboard-chat';
import type { AuthUser } from '../../ports/auth.port';
import type { DashboardChatMessage } from '../../ports/dashboard-chat.port';
import { useLiveQuery } from '../../ui/live-query';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

const NONE: DashboardChatMessage[] = [];

/** The dashboard chat's state and actions, as the page holds them (useDashboardChat). */
export type DashboardChatState = ReturnType<typeof useDashboardChat>;

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
  const [sends, setSends] = useState(NO_SENDS);
  const nextKey = useRef(0);
  const log = dashboardLog(messages, sends);
  if (log.next) setSends(log.next);

  const send = useMutation({
    mutationFn: ({ message, history }: { key: number; message: string; history: DashboardChatMessage[] }) =>
      dashboardChat.send({ userId: user.uid, userName, message, history }),
    onMutate: ({ key, message }) => setSends((all) => withExchange(all, { key, message, stored: messages, at: new Date() })),
    onSuccess: (answer, { key }) => setSends((all) => withAnswer(all, key, answer)),
    onError: (_error, { key }) => setSends((all) => withoutExchange(all, key)),
  });
  return {
    lines: log.lines,
    loading: live.data === undefined,
    /** f8 is answering: the newest exchange has no answer yet, returned or stored. */
    typing: send.isPending && log.waiting,
    loadError: live.error,
    retryLoad: live.retry,
    busy: send.isPending,
    sendFailed: send.isError,
    /** Sends `message` with the log as shown now; `onError` gets it back when the call fails. */
    send: (message: string, onError: () => void) => send.mutate({ key: nextKey.current++, message, history: log.history }, { onError }),
  };
}
