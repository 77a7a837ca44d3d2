import { FEED_PAGE_SIZE } from '../../src/domain/talk';
import type { RequestOf, ResponseOf } from '../../src/contract/functions';
import { getTalkMessagesResponseSchema } from '../../src/contract/talk.schema';
import { checkedResult } from '../contract-check';
import { HttpsError } from '../https-error';
import { UnknownCursorError } from '../../src/domain/talk-query';
import type { TalkStore } from '../talk-store';

export function getTalkMessages(store: TalkStore, data: RequestOf<'talkMessages'>): ResponseOf<'talkMessages'> {
  try {
    const page = store.page({
      sortMode: data.sortMode,
      limit: data.limit ?? FEED_PAGE_SIZE,
      filterCategory: data.filterCategory ?? null,
      lastDocId: data.lastDocId ?? null,
    });
    const result = { success: true, error: null, ...page };
    // The store checked each post once, when it made it; the rest of the answer is checked here.
    getTalkMessagesResponseSchema.parse({ ...result, messages: [] });
    return checkedResult(result);
  } catch (error) {
    if (error instanceof UnknownCursorError) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
}

export function getTalkMessage(store: TalkStore, data: RequestOf<'talkMessage'>): ResponseOf<'talkMessage'> {
  const found = store.get(data.messageId);
  if (!found) return { success: false, error: 'Message not found', message: null, replies: [] };
  return { success: true, error: null, message: found.message, replies: found.replies };
}
