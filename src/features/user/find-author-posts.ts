import { authorHandle } from '../../domain/handle';
import type { TalkMessage } from '../../domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY, nextAuthorScanQuery, type TalkQuery } from '../../domain/talk-query';
import type { TalkFeed } from '../../ports/talk-feed.port';

/**
 * The posts whose author handle is `handle`, from the newest posts of the feed. The user page uses this
 * to pick its reading: a handle with posts gets the handle reading, anything else the simulated profile.
 */
export async function findAuthorPosts(feed: TalkFeed, handle: string, signal?: AbortSignal): Promise<TalkMessage[]> {
  const found: TalkMessage[] = [];
  let query: TalkQuery | null = FIRST_AUTHOR_SCAN_QUERY;
  for (let pagesRead = 1; query && !signal?.aborted; pagesRead++) {
    const page = await feed.listMessages(query);
    found.push(...page.messages.filter((message) => authorHandle(message) === handle));
    query = nextAuthorScanQuery(page, pagesRead);
  }
  return found;
}
