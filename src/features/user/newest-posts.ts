import type { TalkMessage } from '../../domain/talk';
import { FIRST_AUTHOR_SCAN_QUERY, nextAuthorScanQuery, type TalkQuery } from '../../domain/talk-query';
import type { TalkFeed } from '../../ports/talk-feed.port';

/**
 * The newest posts of the feed, as many as the user page looks among for an author (nextAuthorScanQuery), a page
 * at a time. The user page uses them to pick its reading: a handle with posts among them gets the handle reading,
 * anything else the simulated profile. They are the same for every handle, so they are read once and shared
 * (queryKeys.newestPosts).
 */
export async function readNewestPosts(feed: TalkFeed, signal?: AbortSignal): Promise<TalkMessage[]> {
  const read: TalkMessage[] = [];
  let query: TalkQuery | null = FIRST_AUTHOR_SCAN_QUERY;
  for (let pagesRead = 1; query; pagesRead++) {
    // A look given up is not cached as the newest posts: it throws rather than answering with part of them.
    signal?.throwIfAborted();
    const page = await feed.listMessages(query);
    read.push(...page.messages);
    query = nextAuthorScanQuery(page, pagesRead);
  }
  return read;
}
