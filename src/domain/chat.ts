/** SPEC 5 and 9: the f8 chat's limits. */
export const CHAT_MESSAGE_MAX = 250;
export const CHAT_WARNING_ABOVE = 200;
export const CHAT_DANGER_ABOVE = 230;
export const THREAD_TITLE_LENGTH = 25;
/** Messages per page of an opened thread, threads in the list, and messages reloaded after the first exchange. */
export const MESSAGE_PAGE_SIZE = 20;
export const THREAD_LIST_LIMIT = 30;
export const FIRST_EXCHANGE_RELOAD = 10;
/** SPEC 9: the live listener starts this long after the initial load; new messages scroll into view after this. */
export const LISTENER_DELAY_MS = 100;
export const SCROLL_DELAY_MS = 500;

export const NEW_CHAT_TITLE = 'New Chat';

/** The longest message the dashboard chat's function takes (its request schema says the same). */
export const DASHBOARD_MESSAGE_MAX = 5_000;

/** SPEC 5's thread title; a short message gets the '...' too, as in the app sharing the threads, so titles read the same. */
export function threadTitle(firstMessage: string | null | undefined): string {
  const text = (firstMessage ?? '').trim();
  if (!text) return NEW_CHAT_TITLE;
  const chars = Array.from(text); // by code point, so a surrogate pair is never split
  return `${chars.slice(0, THREAD_TITLE_LENGTH).join('')}...`;
}

/** Whether something was stored after message `id` in `messages` (oldest first); `ifAbsent` when `id` is not there. */
export function followedIn(messages: readonly { id: string }[], id: string, { ifAbsent }: { ifAbsent: boolean }): boolean {
  const at = messages.findIndex((message) => message.id === id);
  return at >= 0 ? at < messages.length - 1 : ifAbsent;
}

export type CounterLevel = 'normal' | 'warning' | 'danger';

/** SPEC 5: the n/250 counter warns above 200 and shows danger above 230. */
export function counterLevel(length: number): CounterLevel {
  if (length > CHAT_DANGER_ABOVE) return 'danger';
  if (length > CHAT_WARNING_ABOVE) return 'warning';
  return 'normal';
}

/** What a screen reader hears as the counter crosses a level (the colours say it to the eye); '' below the warning. */
export function counterNote(length: number): string {
  if (length >= CHAT_MESSAGE_MAX) return `At the limit of ${CHAT_MESSAGE_MAX} characters.`;
  if (counterLevel(length) === 'danger') return `Almost at the limit of ${CHAT_MESSAGE_MAX} characters.`;
  if (counterLevel(length) === 'warning') return `Nearing the limit of ${CHAT_MESSAGE_MAX} characters.`;
  return '';
}

/** What a thread list entry says under its title (SPEC 2): its last message, else its count, else that it is new. */
export function threadSummary(thread: { lastMessage?: string | null; messageCount: number }): string {
  if (thread.lastMessage) return thread.lastMessage;
  if (thread.messageCount > 0) return `${thread.messageCount} messages`;
  return 'New conversation';
}
