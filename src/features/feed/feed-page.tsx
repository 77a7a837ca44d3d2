import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchMessages } from '../../domain/search';
import type { Category, SortMode } from '../../domain/talk';
import { BRAND } from '../../ui/brand';
import { useSession } from '../../ui/session';
import { useNow } from '../../ui/use-now';
import { CategoryChips } from './category-chips';
import { SearchBox } from './search-box';
import { TalkRow } from './talk-row';
import { useTalkFeed } from './use-talk-feed';

const HEADINGS: Record<SortMode, string> = { top: 'Top posts', new: 'New posts', discussed: 'Most discussed' };

/** SPEC 9: the infinite-scroll observer triggers at a 10 percent threshold. */
const SCROLL_THRESHOLD = 0.1;

/** The community feed screens /, /new and /discussed. */
export function FeedPage({ sortMode }: { sortMode: SortMode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [category, setCategory] = useState<Category | null>(null);
  const [query, setQuery] = useState('');
  const { state, loadMore, retry } = useTalkFeed(sortMode, category, user?.uid ?? null);
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const searching = query.trim() !== '';
  // Read by the observer callback, which can still fire between a keystroke and the effect that disconnects it.
  const searchingNow = useRef(false);
  const changeQuery = (value: string) => {
    searchingNow.current = value.trim() !== '';
    setQuery(value);
  };
  const visible = useMemo(() => (searching ? searchMessages(state.messages, query) : state.messages), [searching, state.messages, query]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || searching) return; // infinite scroll is off while searching (SPEC 4)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!searchingNow.current && entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { threshold: SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, searching, state.messages.length]);

  const busy = state.status === 'loading' || state.loadingMore;
  const ended = state.status === 'loaded' && !state.hasMore && state.messages.length > 0;
  return (
    <div className="feed-page">
      <title>{`${HEADINGS[sortMode]} — ${BRAND.product} community`}</title>
      <h1 className="page-title">{HEADINGS[sortMode]}</h1>
      <SearchBox value={query} onChange={changeQuery} />
      <CategoryChips active={category} onChange={setCategory} />
      <div role="feed" aria-busy={busy} aria-label={HEADINGS[sortMode]} className="feed">
        {visible.map((message, index) => (
          <TalkRow
            key={message.id}
            message={message}
            now={now}
            position={index + 1}
            setSize={!searching && state.hasMore ? -1 : visible.length}
          />
        ))}
      </div>
      <div className="feed-status" aria-live="polite">
        {state.status === 'loading' && <p className="muted">Loading posts…</p>}
        {state.status === 'loaded' && state.messages.length === 0 && <p className="empty">No messages yet</p>}
        {state.status === 'loaded' && searching && state.messages.length > 0 && visible.length === 0 && (
          <p className="empty">No search results found</p>
        )}
        {state.loadingMore && <p className="muted">Loading more posts…</p>}
        {ended && <p className="feed-end">You’ve reached the end</p>}
      </div>
      {state.error && (
        <div className="feed-error" role="alert">
          <p>{state.error}</p>
          <div className="button-row">
            {!user && state.status === 'error' && (
              <button type="button" className="button" onClick={() => void navigate('/login', { state: { from: location.pathname } })}>
                Login to view top posts
              </button>
            )}
            <button type="button" className="button secondary" onClick={retry}>
              Try again
            </button>
          </div>
        </div>
      )}
      <div ref={sentinel} className="feed-sentinel" aria-hidden="true" />
    </div>
  );
}
