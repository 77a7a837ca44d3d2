import { FunctionError } from '../../domain/function-error';
import { AUTHOR_SCAN_POSTS, AUTHOR_SCAN_SMALL_PAGE, type TalkMessage } from '../../domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY, nextAuthorScanQuery, type TalkQuery } from '../../domain/talk-query';
import type { TalkFeed } from '../../ports/talk-feed.port';

/** Whether the feed function refused a page because it was too large for it (our contract takes MAX_FEED_LIMIT). */
const refusedAsTooLarge = (error: unknown, query: TalkQuery): boolean =>
  error instanceof FunctionError && error.code === 'invalid-argument' && query.limit > AUTHOR_SCAN_SMALL_PAGE;

/** The newest AUTHOR_SCAN_POSTS feed posts, in smaller pages if the server refuses a large one; shared by every user page. */
export async function readNewestPosts(feed: TalkFeed, signal?: AbortSignal): Promise<TalkMessage[]> {
  const read: TalkMessage[] = [];
  let largest = AUTHOR_SCAN_POSTS;
  let query: TalkQuery | null = FIRST_AUTHOR_SCAN_QUERY;
  while (query) {
    // A look given up is not cached as the newest posts: it throws rather than answering with part of them.
    signal?.throwIfAborted();
    const asked: TalkQuery = { ...query, limit: Math.min(query.limit, largest) };
    const page = await feed.listMessages(asked).catch((error: unknown) => {
      if (!refusedAsTooLarge(error, asked)) throw error;
      largest = AUTHOR_SCAN_SMALL_PAGE;
      return null;
    });
    signal?.throwIfAborted();
    if (!page) continue;
    read.push(...page.messages);
    query = nextAuthorScanQuery(page, read.length);
  }
  // A server that answered more than it was asked for: the look is among the newest AUTHOR_SCAN_POSTS all the same.
  return read.slice(0, AUTHOR_SCAN_POSTS);
}
