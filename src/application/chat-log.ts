import type { ThreadMessage } from '../ports/chat-threads.port';

/** A message shown but not (yet) stored: the user's on its way or not saved, or f8's apology. Keyed by its store id. */
export interface MessageOnItsWay {
  id: string;
  threadId: string | null;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
  status: 'sending' | 'not-saved' | 'apology';
  /** The message it is shown right after; null: before every stored one; undefined: after them all. */
  after?: string | null;
  /** An apology for a message that could not be stored: it goes if that message turns out stored after all. */
  unsaved?: boolean;
}

/** One bubble of a chat log: a stored message, or one on its way (`local`). */
export interface ChatLogEntry {
  key: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
  suggestedResponses?: string[];
  local?: MessageOnItsWay;
  /** Stored on this device only, waiting to reach the store (ThreadMessage.pending). */
  pending?: true;
}

const entryOf = (m: ThreadMessage): ChatLogEntry => ({
  key: m.id,
  text: m.text,
  sender: m.sender,
  timestamp: m.timestamp,
  ...(m.suggestedResponses ? { suggestedResponses: m.suggestedResponses } : {}),
  ...(m.pending ? { pending: m.pending } : {}),
});

const localEntry = (m: MessageOnItsWay): ChatLogEntry => ({ key: m.id, text: m.text, sender: m.sender, timestamp: m.timestamp, local: m });

/**
 * The log: stored messages in the store's order, each message on its way after the one it followed (the two clocks
 * may differ, so times cannot place it). One whose id is stored shows once, as stored, without its not-saved apology.
 */
export function chatLog(stored: readonly ThreadMessage[], onTheirWay: readonly MessageOnItsWay[]): ChatLogEntry[] {
  const storedIds = new Set(stored.map((m) => m.id));
  const locals = onTheirWay.filter((m) => !storedIds.has(m.id) && !(m.unsaved && m.after && storedIds.has(m.after)));
  const shownIds = new Set([...storedIds, ...locals.map((m) => m.id)]);
  const placeOf = (m: MessageOnItsWay) => (m.after === null || (m.after !== undefined && shownIds.has(m.after)) ? m.after : undefined);
  const log: ChatLogEntry[] = [];
  const placed = new Set<string>();
  const withFollowers = (entry: ChatLogEntry) => {
    log.push(entry);
    for (const m of locals) if (placeOf(m) === entry.key && !placed.has(m.id)) place(m);
  };
  const place = (m: MessageOnItsWay) => {
    placed.add(m.id);
    withFollowers(localEntry(m));
  };
  for (const m of locals) if (placeOf(m) === null && !placed.has(m.id)) place(m);
  for (const m of stored) withFollowers(entryOf(m));
  for (const m of locals) if (!placed.has(m.id)) place(m);
  return log;
}

/** Whether a message of the log is still on its way to the store. */
export const unsavedIn = (entries: readonly ChatLogEntry[]): boolean => entries.some((e) => e.pending || e.local?.status === 'sending');

/**
 * The user's stored message that f8 can be asked about again: the log's last, left without an answer (Stop, or the
 * page left while f8 was asked), or the one f8's apology follows. Not one still waiting to reach the store.
 */
export function unansweredMessage(entries: readonly ChatLogEntry[]): ChatLogEntry | undefined {
  const last = entries.at(-1);
  if (last?.pending) return undefined;
  if (last?.sender === 'user' && !last.local) return last;
  const apology = last?.local?.status === 'apology' && !last.local.unsaved ? last.local : undefined;
  const asked = apology && entries.at(-2);
  return asked && asked.key === apology.after && asked.sender === 'user' && !asked.local ? asked : undefined;
}
