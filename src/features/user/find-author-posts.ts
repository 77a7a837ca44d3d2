import { authorHandle } from '../../domain/handle';
import { AUTHOR_SCAN_PAGE_SIZE, AUTHOR_SCAN_PAGES, type TalkMessage } from '../../domain/talk';
import type { TalkFeed } from '../../ports/talk-feed.port';

/**
 * The posts whose author handle is `handle`, from the newest posts of the feed. The user page uses this
 * to pick its reading: a handle with posts gets the handle reading, anything else the simulated profile.
 */
export async function findAuthorPosts(feed: TalkFeed, handle: string, signal?: AbortSignal): Promise<TalkMessage[]> {
  const found: TalkMessage[] = [];
  let lastDocId: string | null = null;
  for (let page = 0; page < AUTHOR_SCAN_PAGES; page++) {
    if (signal?.aborted) break;
    const result = await feed.listMessages({ sortMode: 'new', limit: AUTHOR_SCAN_PAGE_SIZE, filterCategory: null, lastDocId });
    found.push(...result.messages.filter((message) => authorHandle(message) === handle));
    if (!result.hasMore) break;
    lastDocId = result.lastMessageId;
  }
  return found;
}
