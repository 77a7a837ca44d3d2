import { useCallback, useEffect, useReducer, useRef } from 'react';
import { loadErrorMessage } from '../../domain/function-error';
import { FEED_PAGE_SIZE, type Category, type SortMode, type TalkMessage } from '../../domain/talk';
import type { TalkFeed } from '../../ports/talk-feed.port';

export interface FeedState {
  status: 'loading' | 'loaded' | 'error';
  messages: TalkMessage[];
  hasMore: boolean;
  lastMessageId: string | null;
  loadingMore: boolean;
  /** SPEC 8 message of the last failure (first page or a later one). */
  error: string | null;
}

type Action =
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'page'; messages: TalkMessage[]; hasMore: boolean; lastMessageId: string | null }
  | { type: 'failed'; error: string };

const INITIAL: FeedState = { status: 'loading', messages: [], hasMore: false, lastMessageId: null, loadingMore: false, error: null };

function reduce(state: FeedState, action: Action): FeedState {
  switch (action.type) {
    case 'reset':
      return INITIAL;
    case 'more':
      return { ...state, loadingMore: true, error: null };
    case 'page': {
      // Never show a post twice, even if the backend's order shifted between pages.
      const known = new Set(state.messages.map((m) => m.id));
      const fresh = action.messages.filter((m) => !known.has(m.id));
      return {
        status: 'loaded',
        messages: [...state.messages, ...fresh],
        hasMore: action.hasMore,
        lastMessageId: action.lastMessageId,
        loadingMore: false,
        error: null,
      };
    }
    case 'failed':
      return state.status === 'loading'
        ? { ...state, status: 'error', error: action.error }
        : { ...state, loadingMore: false, error: action.error };
  }
}

/**
 * The feed's state machine (SPEC 4): loading, loaded, loading more, end reached, error. A change of sort,
 * category or signed-in user reloads from the start; answers to superseded requests are dropped.
 */
export function useTalkFeed(feed: TalkFeed, sortMode: SortMode, category: Category | null, userKey: string | null) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const fetchPage = useCallback(
    (lastDocId: string | null) => {
      const mine = generation.current;
      inFlight.current = true;
      feed
        .listMessages({ sortMode, limit: FEED_PAGE_SIZE, filterCategory: category, lastDocId })
        .then((page) => {
          if (mine !== generation.current) return;
          dispatch({ type: 'page', ...page });
        })
        .catch((error: unknown) => {
          if (mine !== generation.current) return;
          dispatch({ type: 'failed', error: loadErrorMessage(error, 'feed') });
        })
        .finally(() => {
          if (mine === generation.current) inFlight.current = false;
        });
    },
    [feed, sortMode, category],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
    fetchPage(null);
  }, [fetchPage]);

  useEffect(() => {
    reload();
    return () => {
      generation.current += 1;
    };
  }, [reload, userKey]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || current.status !== 'loaded' || !current.hasMore) return;
    dispatch({ type: 'more' });
    fetchPage(current.lastMessageId);
  }, [fetchPage]);

  return { state, loadMore, reload };
}
