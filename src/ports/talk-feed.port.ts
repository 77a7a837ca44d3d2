import type { SortMode, TalkMessage, TalkReply } from '../domain/talk';

export interface TalkPageQuery {
  sortMode: SortMode;
  limit: number;
  /** null or 'all' means every category. */
  filterCategory: string | null;
  /** The last id of the previous page; null for the first page. */
  lastDocId: string | null;
}

export interface TalkPage {
  messages: TalkMessage[];
  hasMore: boolean;
  lastMessageId: string | null;
}

/** The public community feed (getPplTalkMessagesEurW, getPplTalkMessageEurW). */
export interface TalkFeed {
  /** One page in the requested order, after `lastDocId`; rejects with FunctionError on failure. */
  listMessages(query: TalkPageQuery): Promise<TalkPage>;
  /** The post and its replies; null when the post does not exist. Rejects with FunctionError on failure. */
  getMessage(messageId: string): Promise<{ message: TalkMessage; replies: TalkReply[] } | null>;
}
