import { FEED_PAGE_SIZE } from '../../src/domain/talk';
import type { RequestOf, ResponseOf } from '../../src/contract/functions';
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
    return { success: true, error: null, ...page };
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
