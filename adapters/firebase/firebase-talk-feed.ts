import { fromWireTalkMessage, readWireReplies, readWireTalkMessages } from '../../src/contract/talk.mapping';
import { FunctionError } from '../../src/domain/function-error';
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
    // A reply that says it failed is a failure (SPEC 8: 'Unable to load messages'), not an empty feed.
    if (!result.success) throw new FunctionError('unknown', result.error || 'The feed could not be loaded');
    return {
      messages: readWireTalkMessages(result.messages),
      hasMore: result.hasMore,
      lastMessageId: result.lastMessageId ?? null,
    };
  }

  async getMessage(messageId: string): Promise<{ message: TalkMessage; replies: TalkReply[] } | null> {
    const result = await this.callables.call('talkMessage', { messageId });
    if (!result.message) return null;
    if (!result.success) throw new FunctionError('unknown', result.error || 'The post could not be loaded');
    return { message: fromWireTalkMessage(result.message), replies: readWireReplies(result.replies) };
  }
}
