import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthUser } from '../../ports/auth.port';
import type { DashboardChatMessage } from '../../ports/dashboard-chat.port';
import { useLiveQuery } from '../../ui/live-query';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';

const NONE: DashboardChatMessage[] = [];

/**
 * The dashboard chat (SPEC 2, 5): the newest 10 messages, live in the cache, and a send that shows the user's
 * words at once while f8 answers. The function stores the exchange, so the live list then holds both lines.
 */
export function useDashboardChat(user: AuthUser, userName: string) {
  const dashboardChat = useService('dashboardChat');
  const subscribe = useCallback(
    (onData: (m: DashboardChatMessage[]) => void, onError: (e: Error) => void) => dashboardChat.subscribe(user.uid, onData, onError),
    [dashboardChat, user.uid],
  );
  const live = useLiveQuery(queryKeys.dashboardChat(user.uid), subscribe, NONE);
  const messages = live.data ?? NONE;
  const send = useMutation({
    mutationFn: (message: string) => dashboardChat.send({ userId: user.uid, userName, message, history: messages }),
  });
  return { messages, loadError: live.error, send };
}
