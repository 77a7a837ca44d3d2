import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { searchMessages } from '../../domain/search';
import type { Category, SortMode } from '../../domain/talk';
import { BRAND } from '../../ui/brand';
import { useSession } from '../../ui/session';
import { TryAgain } from '../../ui/try-again';
import { useNow } from '../../ui/use-now';
import { useRefocus } from '../../ui/use-refocus';
import { useOpenLogin } from '../../ui/use-open-login';
import { CategoryChips } from './category-chips';
import { SearchBox } from './search-box';
import { TalkRow } from './talk-row';
import { useFeedKeys } from './use-feed-keys';
import { focusIsAfter, useFocusAfter } from './use-focus-after';
import { useRevealed } from './use-revealed';
import { useRowWindow } from './use-row-window';
import { useTalkFeed } from './use-talk-feed';
import { windowedItems } from './windowing';

const HEADINGS: Record<SortMode, string> = { top: 'Top posts', new: 'New posts', discussed: 'Most discussed' };

/** What the feed says while the browser is offline, by what waits for the network. */
const OFFLINE = {
  list: 'You’re offline. Posts will load when you’re back online.',
  more: 'You’re offline. More posts will load when you’re back online.',
  refresh: 'You’re offline. Posts will refresh when you’re back online.',
} as const;

/** SPEC 9: the infinite-scroll observer triggers at a 10 percent threshold. */
const SCROLL_THRESHOLD = 0.1;

/** How many feed visits keep their chip and search (the newest; a visit is a history entry). */
const KEPT_VIEWS = 50;
/** Chip and search per history entry, so back from a post finds the feed as left; a new visit starts from 'all'. */
const views = new Map<string, { category: Category | null; query: string }>();

/** Forgets every visit's chip and search (tests: each starts as a fresh page would). */
export function forgetFeedViews(): void {
  views.clear();
}

function keepView(key: string, view: { category: Category | null; query: string }): void {
  views.delete(key);
  views.set(key, view);
  for (const oldest of views.keys()) {
    if (views.size <= KEPT_VIEWS) break;
    views.delete(oldest);
  }
}

/** The community feed screens /, /new and /discussed. */
export function FeedPage({ sortMode }: { sortMode: SortMode }) {
  const { user } = useSession();
  const location = useLocation();
  const openLogin = useOpenLogin();
  const [category, setCategory] = useState<Category | null>(() => views.get(location.key)?.category ?? null);
  const [query, setQuery] = useState(() => views.get(location.key)?.query ?? '');
  useEffect(() => keepView(location.key, { category, query }), [location.key, category, query]);
  const { state, loadMore, retry, arrivedWithPage } = useTalkFeed(sortMode, category, user?.uid ?? null);
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const searching = query.trim() !== '';
  // Read by the observer callback, which can still fire between a keystroke and the effect that disconnects it.
  const searchingNow = useRef(false);
  const changeQuery = (value: string) => {
    searchingNow.current = value.trim() !== '';
    setQuery(value);
  };
  // Arriving pages render deferred so they never block the main thread, and the status lines share that snapshot so
  // they never describe rows not yet shown. Search results are not deferred: deferred, they would paint a frame late.
  const loaded = useMemo(
    () => ({ status: state.status, messages: state.messages, hasMore: state.hasMore }),
    [state.status, state.messages, state.hasMore],
  );
  const shown = useDeferredValue(loaded);
  const { messages } = shown;
  const visible = useMemo(() => (searching ? searchMessages(messages, query) : messages), [searching, messages, query]);
  // The rows shown lag what is loaded (new posts still rendering).
  const behind = shown !== loaded;
  const firstRows = state.status === 'loading' || shown.status === 'loading';
  // A refetch of the same pages is not 'more': only rows still to be shown are.
  const moreRows = state.loadingMore || messages.length < state.messages.length;
  const keys = useMemo(() => visible.map((message) => message.id), [visible]);
  const list = useRef<HTMLDivElement>(null);
  const rows = useRowWindow(keys, list);
  useFeedKeys(list, visible.length, rows.reveal);
  // A short list grows a screenful of rows per task (use-revealed); a windowed one renders only a few screens anyway.
  const revealed = useRevealed(visible.length, arrivedWithPage);
  const end = rows.windowed ? rows.end : Math.min(rows.end, revealed);
  const revealing = end < rows.end;
  const focusAfter = useFocusAfter(list);

  useEffect(() => {
    const target = sentinel.current;
    // Off while searching (SPEC 4); while the rows shown lag the posts, since the sentinel under them would look in
    // view too early; and while the focus is past the feed, since more posts would push the footer out of reach.
    if (!target || searching || behind || revealing || focusAfter) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!searchingNow.current && !focusIsAfter(list.current) && entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { threshold: SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, searching, behind, revealing, focusAfter, messages.length]);

  const busy = firstRows || moreRows || revealing;
  const ended = shown.status === 'loaded' && !shown.hasMore && !moreRows && !revealing && messages.length > 0;

  // 'Try again' gives way to the loading state: the focus then goes to the first post it brought (the list's first, or
  // the next page's), or to the next 'Try again' if it failed again, or to the heading if no post came; not to the
  // page, from where the next Tab would skip every post.
  const heading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const rowsAtRetry = useRef(0);
  const refocusAfterRetry = useRefocus(() => {
    if (state.error) return retryButton.current;
    const first = list.current?.querySelector(`article[aria-posinset="${rowsAtRetry.current + 1}"] a.stretched-link`);
    if (first instanceof HTMLElement) return first;
    return busy ? null : heading.current;
  });
  return (
    <div className="feed-page">
      <title>{`${HEADINGS[sortMode]} — ${BRAND.product} community`}</title>
      <h1 ref={heading} className="page-title">
        {HEADINGS[sortMode]}
      </h1>
      <SearchBox value={query} onChange={changeQuery} />
      <CategoryChips active={category} onChange={setCategory} />
      {/* A feed role needs articles (or to be busy fetching them): an empty list is a plain box, the status says why.
          A long feed renders only the rows near the viewport; its padding stands in for the rest (use-row-window). */}
      <div
        ref={list}
        {...(busy || visible.length > 0 ? { role: 'feed', 'aria-busy': busy, 'aria-label': HEADINGS[sortMode] } : {})}
        className="feed"
        style={rows.before || rows.after ? { paddingTop: rows.before, paddingBottom: rows.after } : undefined}
      >
        {windowedItems(visible, rows.start, end, rows.pinned?.index).map(({ item: message, index }) => (
          <TalkRow
            key={message.id}
            ref={rows.measure(message.id)}
            message={message}
            now={now}
            position={index + 1}
            setSize={!searching && shown.hasMore ? -1 : visible.length}
            category={category}
            placedAt={index === rows.pinned?.index ? rows.pinned.top : undefined}
          />
        ))}
      </div>
      <div className="feed-status" aria-live="polite">
        {state.offline && <p className="muted">{OFFLINE[state.offline]}</p>}
        {firstRows && !state.offline && <p className="muted">Loading posts…</p>}
        {shown.status === 'loaded' && messages.length === 0 && <p className="empty">No messages yet</p>}
        {shown.status === 'loaded' && searching && messages.length > 0 && visible.length === 0 && (
          <p className="empty">No search results found</p>
        )}
        {/* The rows a search leaves are heard as well as seen. */}
        {shown.status === 'loaded' && searching && visible.length > 0 && (
          <p className="visually-hidden">{visible.length === 1 ? '1 post found' : `${visible.length} posts found`}</p>
        )}
        {moreRows && !state.offline && <p className="muted">Loading more posts…</p>}
        {ended && <p className="feed-end">You’ve reached the end</p>}
      </div>
      {state.error && (
        <div className="feed-error" role="alert">
          <p>{state.error}</p>
          <div className="button-row">
            {!user && (
              <button type="button" className="button" onClick={openLogin}>
                Login to view top posts
              </button>
            )}
            <TryAgain
              ref={retryButton}
              armRefocus={refocusAfterRetry}
              onRetry={() => {
                rowsAtRetry.current = visible.length;
                retry();
              }}
            />
          </div>
        </div>
      )}
      <div ref={sentinel} className="feed-sentinel" aria-hidden="true" />
    </div>
  );
}
