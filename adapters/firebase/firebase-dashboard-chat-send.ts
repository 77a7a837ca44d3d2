import { CHAT_HISTORY_LIMIT, dashboardAnswer, toChatLines } from '../../src/contract/companion.mapping';
import type { DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/** Every DashboardChat adapter's send: the function stores the exchange itself, so whichever store the adapter reads shows it. */
export async function sendDashboardChat(callables: FirebaseCallables, request: DashboardChatSend): Promise<string> {
  const result = await callables.call('dashboardChat', {
    userId: request.userId,
    userName: request.userName,
    userMessage: request.message,
    chatHistory: toChatLines(request.history, CHAT_HISTORY_LIMIT),
    mentionContext: null,
  });
  return dashboardAnswer(result.response);
}
