import type { WireReply, WireTalkMessage } from '../src/contract/talk.schema';
import { hashSeed } from '../src/domain/random';
import type { TalkMessage, TalkReply } from '../src/domain/talk';
import { queryTalkMessages, type TalkQuery } from '../src/domain/talk-query';
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
    const result = queryTalkMessages(this.messages, query);
    return { ...result, messages: result.messages.map(toWireMessage) };
  }

  /** A post and its replies (newest first), or null. */
  get(id: string): { message: WireTalkMessage; replies: WireReply[] } | null {
    const message = this.messages.find((m) => m.id === id);
    if (!message) return null;
    const replies = [...(this.replies.get(id) ?? [])].sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
    return { message: toWireMessage(message), replies: replies.map(toWireReply) };
  }
}
