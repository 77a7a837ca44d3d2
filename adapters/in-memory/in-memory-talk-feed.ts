import { FunctionError } from '../../src/domain/function-error';
import type { TalkMessage, TalkReply } from '../../src/domain/talk';
import { queryTalkMessages, UnknownCursorError } from '../../src/domain/talk-query';
import type { TalkFeed, TalkPage, TalkPageQuery } from '../../src/ports/talk-feed.port';

/** A TalkFeed held in memory, for component tests and the port contract suite. */
export class InMemoryTalkFeed implements TalkFeed {
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  readonly calls: TalkPageQuery[] = [];

  constructor(
    private readonly messages: TalkMessage[] = [],
    private readonly replies: Map<string, TalkReply[]> = new Map(),
  ) {}

  listMessages(query: TalkPageQuery): Promise<TalkPage> {
    this.calls.push(query);
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(queryTalkMessages(this.messages, query));
    } catch (error) {
      if (error instanceof UnknownCursorError) return Promise.reject(new FunctionError('invalid-argument', error.message));
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  getMessage(messageId: string): Promise<{ message: TalkMessage; replies: TalkReply[] } | null> {
    if (this.failWith) return Promise.reject(this.failWith);
    const message = this.messages.find((m) => m.id === messageId);
    return Promise.resolve(message ? { message, replies: this.replies.get(messageId) ?? [] } : null);
  }
}
