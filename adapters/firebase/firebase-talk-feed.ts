import { fromWireReply, fromWireTalkMessage } from '../../src/contract/talk.mapping';
import type { TalkMessage, TalkReply } from '../../src/domain/talk';
import type { TalkFeed, TalkPage, TalkPageQuery } from '../../src/ports/talk-feed.port';
import type { FirebaseCallables } from './firebase-callables';

/** TalkFeed over the getPplTalkMessagesEurW and getPplTalkMessageEurW callables. */
export class FirebaseTalkFeed implements TalkFeed {
  constructor(private readonly callables: FirebaseCallables) {}

  async listMessages(query: TalkPageQuery): Promise<TalkPage> {
    const result = await this.callables.call('talkMessages', {
      sortMode: query.sortMode,
      limit: query.limit,
      filterCategory: query.filterCategory,
      lastDocId: query.lastDocId,
    });
    return {
      messages: result.messages.map(fromWireTalkMessage),
      hasMore: result.hasMore,
      lastMessageId: result.lastMessageId ?? null,
    };
  }

  async getMessage(messageId: string): Promise<{ message: TalkMessage; replies: TalkReply[] } | null> {
    const result = await this.callables.call('talkMessage', { messageId });
    if (!result.message) return null;
    return { message: fromWireTalkMessage(result.message), replies: result.replies.map(fromWireReply) };
  }
}
