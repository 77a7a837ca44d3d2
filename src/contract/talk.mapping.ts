import { toDate } from '../domain/timestamp';
import type { TalkMessage, TalkReply } from '../domain/talk';
import { wireReplySchema, wireTalkMessageSchema, type WireReply, type WireTalkMessage } from './talk.schema';
import { describeIssues, z } from './zod';

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

/** A list's items, each read on its own: one that does not read is left out and logged, so the rest still show. */
function readWireItems<T>(schema: z.core.$ZodType<T>, items: readonly unknown[], what: string): T[] {
  return items.flatMap((item, index) => {
    const parsed = z.safeParse(schema, item);
    if (parsed.success) return [parsed.data];
    const id = (item as { id?: unknown } | null)?.id;
    console.warn(`Left out a malformed ${what} (${typeof id === 'string' ? id : `item ${index}`}): ${describeIssues(parsed.error, what)}`);
    return [];
  });
}

/** A feed page's posts as the function sent them, each that reads. */
export const readWireTalkMessages = (items: readonly unknown[]): TalkMessage[] =>
  readWireItems(wireTalkMessageSchema, items, 'post').map(fromWireTalkMessage);

/** A post's replies as the function sent them, each that reads. */
export const readWireReplies = (items: readonly unknown[]): TalkReply[] =>
  readWireItems(wireReplySchema, items, 'reply').map(fromWireReply);
