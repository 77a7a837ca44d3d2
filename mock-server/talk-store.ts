import type { WireReply, WireTalkMessage } from '../src/contract/talk.schema';
import { hashSeed } from '../src/domain/random';
import type { SortMode, TalkMessage, TalkReply } from '../src/domain/talk';
import type { TalkSeed } from '../emulator-seed/talk-seed';

/** Backends send timestamps in four forms (SPEC 3); the store picks one per document, stably. */
export function toWireTimestamp(date: Date | null, key: string): WireTalkMessage['timestamp'] {
  if (date === null) return null;
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  const nanoseconds = (ms % 1000) * 1e6;
  switch (hashSeed(key) % 4) {
    case 0:
      return ms;
    case 1:
      return date.toISOString();
    case 2:
      return { seconds, nanoseconds };
    default:
      return { _seconds: seconds, _nanoseconds: nanoseconds };
  }
}

function toWireMessage(message: TalkMessage): WireTalkMessage {
  return { ...message, timestamp: toWireTimestamp(message.timestamp, message.id) };
}

function toWireReply(reply: TalkReply): WireReply {
  return { ...reply, timestamp: toWireTimestamp(reply.timestamp, reply.id) };
}

const time = (message: TalkMessage): number => message.timestamp?.getTime() ?? 0;

/** Orders for each sort mode; ties fall back to id so pages never overlap or skip. */
const COMPARATORS: Record<SortMode, (a: TalkMessage, b: TalkMessage) => number> = {
  top: (a, b) => b.rank - a.rank,
  new: (a, b) => time(b) - time(a),
  discussed: (a, b) => b.replies - a.replies,
};

export class UnknownCursorError extends Error {}

export interface TalkQuery {
  sortMode: SortMode;
  limit: number;
  filterCategory: string | null;
  lastDocId: string | null;
}

/** The seeded community posts, queried the way the feed functions do. */
export class TalkStore {
  private readonly messages: TalkMessage[];
  private readonly replies: Map<string, TalkReply[]>;

  constructor(seed: TalkSeed) {
    this.messages = [...seed.messages];
    this.replies = new Map(seed.replies);
  }

  /** One page of wire posts after `lastDocId`; throws UnknownCursorError when the cursor is not in the result. */
  page(query: TalkQuery): { messages: WireTalkMessage[]; hasMore: boolean; lastMessageId: string | null } {
    const category = query.filterCategory === 'all' ? null : query.filterCategory;
    const compare = COMPARATORS[query.sortMode];
    const ordered = this.messages
      .filter((m) => category === null || m.categories.includes(category))
      .sort((a, b) => compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    let start = 0;
    if (query.lastDocId !== null) {
      const index = ordered.findIndex((m) => m.id === query.lastDocId);
      if (index < 0) throw new UnknownCursorError(`lastDocId ${query.lastDocId} is not in this result`);
      start = index + 1;
    }
    const page = ordered.slice(start, start + query.limit);
    return {
      messages: page.map(toWireMessage),
      hasMore: start + page.length < ordered.length,
      lastMessageId: page.at(-1)?.id ?? null,
    };
  }

  /** A post and its replies (newest first), or null. */
  get(id: string): { message: WireTalkMessage; replies: WireReply[] } | null {
    const message = this.messages.find((m) => m.id === id);
    if (!message) return null;
    const replies = [...(this.replies.get(id) ?? [])].sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
    return { message: toWireMessage(message), replies: replies.map(toWireReply) };
  }

  all(): readonly TalkMessage[] {
    return this.messages;
  }
}
