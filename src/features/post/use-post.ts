import { useEffect, useState } from 'react';
import { loadErrorMessage } from '../../domain/function-error';
import type { TalkMessage, TalkReply } from '../../domain/talk';
import type { TalkFeed } from '../../ports/talk-feed.port';

export type PostState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'not-found' }
  | { status: 'loaded'; message: TalkMessage; replies: TalkReply[] };

/** Post page states (SPEC 4): loading, error or not found, loaded. */
export function usePost(feed: TalkFeed, messageId: string | null, attempt: number): PostState {
  const [state, setState] = useState<PostState & { id: string | null; attempt: number }>({ status: 'loading', id: messageId, attempt });
  useEffect(() => {
    if (messageId === null) return;
    let current = true;
    feed.getMessage(messageId).then(
      (found) => {
        if (!current) return;
        setState(found ? { status: 'loaded', ...found, id: messageId, attempt } : { status: 'not-found', id: messageId, attempt });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: loadErrorMessage(error, 'post'), id: messageId, attempt });
      },
    );
    return () => {
      current = false;
    };
  }, [feed, messageId, attempt]);
  // A new id or a retry shows loading at once, without waiting for an effect to reset the state.
  return state.id === messageId && state.attempt === attempt ? state : { status: 'loading' };
}
