import type { TalkMessage, TalkReply } from '../domain/talk';
import type { TalkQuery, TalkQueryResult } from '../domain/talk-query';

export type TalkPageQuery = TalkQuery;
export type TalkPage = TalkQueryResult;

/** The public community feed (getPplTalkMessagesEurW, getPplTalkMessageEurW). */
export interface TalkFeed {
  /** One page in the requested order, after `lastDocId`; rejects with FunctionError on failure. */
  listMessages(query: TalkPageQuery): Promise<TalkPage>;
  /** The post and its replies; null when the post does not exist. Rejects with FunctionError on failure. */
  getMessage(messageId: string): Promise<{ message: TalkMessage; replies: TalkReply[] } | null>;
}
