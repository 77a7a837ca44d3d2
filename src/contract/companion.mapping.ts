import type { z } from './zod';
import type { DashboardChatMessage } from '../ports/dashboard-chat.port';
import { EMPTY_REPLY } from './ai-chat.mapping';
import type { chatLineSchema } from './companion.schema';

/** f8's words in the dashboard chat, answered or stored: none at all read as SPEC 8's default reply, as in the f8 chat. */
export const dashboardAnswer = (words: string): string => (words.trim() === '' ? EMPTY_REPLY.message : words);

/** SPEC 9: the dashboard chat sends the last 10 messages as history; the greeting gets the last 5 as context. */
export const CHAT_HISTORY_LIMIT = 10;
export const GREETING_CONTEXT_LIMIT = 5;

const LINE_MAX = 5_000;

/** The last `limit` messages as the companion functions take them: text and sender, oldest first. */
export function toChatLines(messages: readonly DashboardChatMessage[], limit: number): z.input<typeof chatLineSchema>[] {
  return messages.slice(-limit).map((m) => ({ message: m.message.slice(0, LINE_MAX), sender: m.sender }));
}
