import { wireTalkMessageSchema, type WireReply, type WireTalkMessage } from '../src/contract/talk.schema';
import { hashSeed } from '../src/domain/random';
import type { TalkMessage, TalkReply } from '../src/domain/talk';
import { queryTalkMessages, UnknownCursorError, type TalkQuery } from '../src/domain/talk-query';
import type { TalkSeed } from '../emulator-seed/talk-seed';
import { seal } from './devkit/bounded';

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

/** One ordering of the posts (a sort mode, over one category or all), in wire form, with each id's place. */
interface SortedView {
  messages: readonly WireTalkMessage[];
  indexOf: ReadonlyMap<string, number>;
}

// The posts never change (a reset makes a new store), so each ordering is computed once and a page is a slice of it;
// wire posts are made once too, frozen and shared between answers.
/** The seeded community posts, queried the way the feed functions do. */
export class TalkStore {
  private readonly messages: TalkMessage[];
  private readonly replies: Map<string, TalkReply[]>;
  private readonly wire = new Map<string, WireTalkMessage>();
  private readonly views = new Map<string, SortedView>();

  constructor(seed: TalkSeed) {
    this.messages = [...seed.messages];
    this.replies = new Map(seed.replies);
  }

  /** A post in wire form, made once: checked against the contract then, and sealed for the journal. */
  private wireOf(message: TalkMessage): WireTalkMessage {
    let wire = this.wire.get(message.id);
    if (!wire) {
      // Its own categories array: sealing freezes it, and the seed's post keeps its own.
      wire = { ...toWireMessage(message), categories: [...message.categories] };
      wireTalkMessageSchema.parse(wire);
      this.wire.set(message.id, seal(wire));
    }
    return wire;
  }

  private view(sortMode: TalkQuery['sortMode'], category: TalkQuery['filterCategory']): SortedView {
    const key = `${sortMode}\n${category ?? 'all'}`;
    let view = this.views.get(key);
    if (!view) {
      const query = { sortMode, filterCategory: category, lastDocId: null, limit: this.messages.length };
      const ordered = queryTalkMessages(this.messages, query).messages.map((m) => this.wireOf(m));
      view = { messages: ordered, indexOf: new Map(ordered.map((m, index) => [m.id, index])) };
      this.views.set(key, view);
    }
    return view;
  }

  /** One page of wire posts after `lastDocId`; throws UnknownCursorError when the cursor is not in the result. */
  page(query: TalkQuery): { messages: WireTalkMessage[]; hasMore: boolean; lastMessageId: string | null } {
    const { messages: ordered, indexOf } = this.view(query.sortMode, query.filterCategory);
    let start = 0;
    if (query.lastDocId !== null) {
      const index = indexOf.get(query.lastDocId);
      if (index === undefined) throw new UnknownCursorError(`lastDocId ${query.lastDocId} is not in this result`);
      start = index + 1;
    }
    const messages = ordered.slice(start, start + query.limit);
    return { messages, hasMore: start + messages.length < ordered.length, lastMessageId: messages.at(-1)?.id ?? null };
  }

  /** A post and its replies (newest first), or null. */
  get(id: string): { message: WireTalkMessage; replies: WireReply[] } | null {
    const message = this.messages.find((m) => m.id === id);
    if (!message) return null;
    const replies = [...(this.replies.get(id) ?? [])].sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
    return { message: this.wireOf(message), replies: replies.map(toWireReply) };
  }
}
