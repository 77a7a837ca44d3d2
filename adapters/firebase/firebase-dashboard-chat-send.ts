import { CHAT_HISTORY_LIMIT, toChatLines } from '../../src/contract/companion.mapping';
import type { DashboardChatSend } from '../../src/ports/dashboard-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/**
 * The send half of every DashboardChat adapter: chatEurW with the last 10 messages as history. The function
 * stores the exchange in users/{uid}/chat, so whichever store the adapter reads shows it.
 */
export async function sendDashboardChat(callables: FirebaseCallables, request: DashboardChatSend): Promise<string> {
  const result = await callables.call('dashboardChat', {
    userId: request.userId,
    userName: request.userName,
    userMessage: request.message,
    chatHistory: toChatLines(request.history, CHAT_HISTORY_LIMIT),
    mentionContext: null,
  });
  return result.response;
}
