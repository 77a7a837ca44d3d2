import { toDate } from '../domain/timestamp';
import type { TalkMessage, TalkReply } from '../domain/talk';
import type { WireReply, WireTalkMessage } from './talk.schema';

const text = (value: string | null | undefined): string | undefined => value ?? undefined;

/** Wire post -> domain post: timestamps normalised, nulls dropped. */
export function fromWireTalkMessage(wire: WireTalkMessage): TalkMessage {
  return {
    id: wire.id,
    title: wire.title,
    body: wire.body,
    categories: wire.categories,
    userName: text(wire.userName),
    tetherHandle: text(wire.tetherHandle),
    userAvatar: text(wire.userAvatar),
    profileImageUrl: text(wire.profileImageUrl),
    likes: wire.likes,
    replies: wire.replies,
    timestamp: toDate(wire.timestamp),
    rank: wire.rank,
  };
}

export function fromWireReply(wire: WireReply): TalkReply {
  return {
    id: wire.id,
    text: wire.text,
    likes: wire.likes,
    timestamp: toDate(wire.timestamp),
    userName: text(wire.userName),
    tetherHandle: text(wire.tetherHandle),
    profileImageUrl: text(wire.profileImageUrl),
  };
}
