import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefCallback, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { measureRow, onRowHeights, rowHeights, rowKeyOf } from './row-heights';
import { rowStarts, rowWindow, type RowWindow } from './windowing';

/** From this many rows on, only the rows near the viewport are in the DOM; below it, every row is. */
export const WINDOW_FROM = 100;

interface Band {
  from: number;
  to: number;
}

/** The viewport with one screen of margin above and below, in the list's coordinates. */
function bandOf(list: HTMLElement): Band {
  const top = list.getBoundingClientRect().top;
  const screen = window.innerHeight;
  return { from: -top - screen, to: -top + 2 * screen };
}

/** A band before the list is measured as windowed: wide enough that no on-screen row is remounted (it would lose focus). */
function guessedBand(): Band {
  const screen = window.innerHeight;
  return { from: window.scrollY - 2 * screen, to: window.scrollY + 3 * screen };
}

function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;
}

/** A row kept in the DOM outside the window, placed where it would be in the padding that stands in for it. */
export interface PinnedRow {
  index: number;
  /** Its top, from the list's padding edge. */
  top: number;
}

/**
 * Windowing for a page-scrolled list: rows to render, padding for the rest, a measuring ref per row. The focused row
 * stays in the DOM as `pinned` when the window leaves it: removed, it would drop focus to the document and reset Tab.
 */
export function useRowWindow(keys: readonly string[], listRef: RefObject<HTMLElement | null>) {
  const windowed = keys.length >= WINDOW_FROM;
  const [measured, setMeasured] = useState(0);
  const [gap, setGap] = useState(0);
  // null until measured while windowed, and again whenever the list is short.
  const [band, setBand] = useState<Band | null>(null);
  // The key of the row that holds the focus, followed while the list is windowed.
  const [focused, setFocused] = useState<string | null>(null);

  const starts = useMemo(() => {
    void measured; // recomputed when a measurement changes
    return rowStarts(rowHeights(keys), gap);
  }, [keys, gap, measured]);
  // A short list forgets the band: when it grows long again, the rows on screen then are what counts.
  if (!windowed && band !== null) setBand(null);
  let rows: RowWindow = { start: 0, end: keys.length, before: 0, after: 0 };
  if (windowed) {
    const { from, to } = band ?? guessedBand();
    rows = rowWindow(starts, gap, from, to);
  }

  let pinned: PinnedRow | null = null;
  if (windowed && focused !== null) {
    const index = keys.indexOf(focused);
    if (index >= 0 && (index < rows.start || index >= rows.end)) pinned = { index, top: starts[index] ?? 0 };
  }

  // The scroll handler compares against what was rendered last, without rendering when nothing would change.
  const rendered = useRef({ starts, rows });
  useLayoutEffect(() => {
    rendered.current = { starts, rows };
  });

  /** Moves the band to where the list is now, unless the rows rendered already cover it. */
  const syncBand = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = bandOf(list);
    const { starts: current, rows: shown } = rendered.current;
    if (!sameWindow(shown, rowWindow(current, gap, next.from, next.to))) setBand(next);
  }, [listRef, gap]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setGap(parseFloat(getComputedStyle(list).rowGap) || 0);
  }, [listRef]);

  // After the list or a measurement changes, before paint: the window for the rows as they are now.
  useLayoutEffect(() => {
    if (windowed) syncBand();
  }, [windowed, starts, syncBand]);

  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          // Rendered before this frame paints: a jump (End, back from a post, the scrollbar) never shows padding alone.
          flushSync(syncBand);
        });
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [windowed, syncBand]);

  useEffect(() => onRowHeights(() => setMeasured((n) => n + 1)), []);

  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    // Whatever holds the focus once it has moved: a focusout can leave it where it was (the browser window lost it).
    const follow = () => {
      let node = document.activeElement;
      while (node && node.parentElement !== list) node = node.parentElement;
      setFocused((node && rowKeyOf(node)) ?? null);
    };
    follow();
    const onFocusOut = () => queueMicrotask(follow);
    list.addEventListener('focusin', follow);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', follow);
      list.removeEventListener('focusout', onFocusOut);
      setFocused(null);
    };
  }, [windowed, listRef]);

  /** Renders row `index` synchronously, for a caller about to focus and scroll to it before the next paint. */
  const reveal = useCallback(
    (index: number) => {
      if (!windowed) return;
      const top = rendered.current.starts[index] ?? 0;
      flushSync(() => setBand({ from: top - window.innerHeight, to: top + 2 * window.innerHeight }));
    },
    [windowed],
  );

  // One ref callback per key, kept, so React attaches each row's once.
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());
  const measure = useCallback((key: string): RefCallback<HTMLElement> => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (node) => (node ? measureRow(node, key) : undefined);
      refs.current.set(key, ref);
    }
    return ref;
  }, []);

  return { ...rows, pinned, measure, reveal };
}
