import { AUTHOR_SCAN_POSTS, type TalkMessage } from '../../domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY, nextAuthorScanQuery, type TalkQuery } from '../../domain/talk-query';
import type { TalkFeed } from '../../ports/talk-feed.port';

/**
 * The newest posts of the feed, as many as the user page looks among for an author (AUTHOR_SCAN_POSTS): one call, or
 * more when the server answers with fewer and more to come (nextAuthorScanQuery). The user page uses them to pick its reading: a handle with posts among them gets the handle reading,
 * anything else the simulated profile. They are the same for every handle, so they are read once and shared
 * (queryKeys.newestPosts).
 */
export async function readNewestPosts(feed: TalkFeed, signal?: AbortSignal): Promise<TalkMessage[]> {
  const read: TalkMessage[] = [];
  let query: TalkQuery | null = FIRST_AUTHOR_SCAN_QUERY;
  while (query) {
    const page = await feed.listMessages(query);
    // A look given up while a call was out is not cached as the newest posts: it throws rather than answering.
    signal?.throwIfAborted();
    read.push(...page.messages);
    query = nextAuthorScanQuery(page, read.length);
  }
  // A server that answered more than it was asked for: the look is among the newest AUTHOR_SCAN_POSTS all the same.
  return read.slice(0, AUTHOR_SCAN_POSTS);
}
