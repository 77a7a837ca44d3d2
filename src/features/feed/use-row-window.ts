import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefCallback, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { watchFocus } from '../../ui/watch-focus';
import { lastPlacement, rememberPlacement, rememberRow, rowHeight } from './row-heights';
import { useWindowVirtualizer, virtualCoreLoaded } from './use-window-virtualizer';

/** From this many rows on, only the rows near the viewport are in the DOM; below it, every row is. */
export const WINDOW_FROM = 100;
/** Rows rendered past each edge of the viewport: about a screen of them. */
const OVERSCAN = 8;

/** A row kept in the DOM outside the window, placed where it would be in the padding that stands in for it. */
export interface PinnedRow {
  index: number;
  /** Its top, from the list's padding edge. */
  top: number;
}

/** `keys` as first given while each given after holds the same keys: a search key that finds the same posts moves nothing. */
function useSameWhileEqual(keys: readonly string[]): readonly string[] {
  const [kept, keep] = useState(keys);
  const same = kept === keys || (kept.length === keys.length && kept.every((key, index) => key === keys[index]));
  if (!same) keep(keys);
  return same ? kept : keys;
}

/** The key of the list's row that holds the focus, or null. */
function keyWithFocus(list: HTMLElement | null, keys: readonly string[]): string | null {
  let node = document.activeElement;
  while (node && node.parentElement !== list) node = node.parentElement;
  const index = node?.getAttribute('data-index');
  return (index != null && keys[Number(index)]) || null;
}

/** The list's top in the page: where its rows start, for the window's arithmetic. */
function topInPage(list: HTMLElement): number {
  return list.getBoundingClientRect().top + window.scrollY;
}

/**
 * Windowing for a page-scrolled list (TanStack Virtual): rows to render, padding for the rest, a ref per row that
 * measures it. Every rendered row is measured even while the list is short, so the window opens on true heights. The
 * focused row stays in the DOM as `pinned` when the window leaves it: removed, it would drop focus and reset Tab.
 * Until the library has loaded, after the first rows, every row is drawn.
 */
export function useRowWindow(keysGiven: readonly string[], listRef: RefObject<HTMLElement | null>) {
  const keys = useSameWhileEqual(keysGiven);
  const long = keys.length >= WINDOW_FROM;
  // As last read, not 0: the first render after a return must be as tall as the page left, as scroll restoration
  // places the page in the same commit, before this hook's own reading takes effect.
  const [gap, setGap] = useState(() => lastPlacement().gap);
  const [margin, setMargin] = useState(() => lastPlacement().top);
  // The key of the row that holds the focus, followed while the list is windowed.
  const [focused, setFocused] = useState<string | null>(null);
  // A row `reveal` renders before the page has scrolled to it, until the window next moves.
  const [revealed, setRevealed] = useState<{ index: number; first: number; last: number } | null>(null);
  const current = useRef({ keys, first: 0, last: -1 });
  // Whether the virtualizer has measured the rows drawn: from the start when the library was here before them, as it
  // then makes the virtualizer in the first render.
  const [rowsMeasured, setRowsMeasured] = useState(virtualCoreLoaded);
  const windowed = long && rowsMeasured;

  // Kept while the keys are: the virtualizer places every row again when its key function changes.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const virtualizer = useWindowVirtualizer(
    {
      count: keys.length,
      estimateSize: (index) => rowHeight(keys[index]),
      getItemKey,
      gap,
      overscan: OVERSCAN,
      scrollMargin: margin,
      measureElement: (element, entry, instance) => {
        const index = instance.indexFromElement(element);
        const box = entry?.borderBoxSize[0];
        // A row just mounted in a list that draws every row: the ResizeObserver's report before the next paint
        // measures it, where reading its box now would lay the page out again inside each step of rows.
        if (!box && !long) return instance.measurementsCache[index]?.size ?? rowHeight(keys[index]);
        const { width, height } = box ? { width: box.inlineSize, height: box.blockSize } : element.getBoundingClientRect();
        rememberRow(String(instance.options.getItemKey(index)), width, height);
        return height;
      },
    },
    { load: keys.length > 0, windowed },
  );
  // The library arriving after the rows: they are all drawn, and its refs measure them in this commit. The window
  // opens in the next, on their true heights, with the focused row known so that it stays.
  useLayoutEffect(() => {
    if (!virtualizer || rowsMeasured) return;
    if (long) setFocused(keyWithFocus(listRef.current, keys));
    setRowsMeasured(true);
  }, [virtualizer, rowsMeasured, long, listRef, keys]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const rowGap = parseFloat(getComputedStyle(list).rowGap) || 0;
    rememberPlacement({ gap: rowGap });
    setGap(rowGap);
    if (!windowed) return;
    const place = () => {
      const top = topInPage(list);
      rememberPlacement({ top });
      setMargin(top);
    };
    place();
    addEventListener('resize', place, { passive: true });
    return () => removeEventListener('resize', place);
  }, [listRef, windowed]);

  const items = virtualizer?.getVirtualItems() ?? [];
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useLayoutEffect(() => {
    current.current = { keys, first, last };
  });
  // Once the window has moved, the row revealed is either in it or no longer wanted.
  if (revealed && (revealed.first !== first || revealed.last !== last)) setRevealed(null);
  const shown = revealed?.first === first && revealed.last === last ? revealed.index : null;

  let start = 0;
  let end = keys.length;
  let before = 0;
  let after = 0;
  const measured = virtualizer?.measurementsCache ?? [];
  if (windowed && keys.length > 0) {
    [start, end] = shown === null ? [first, last + 1] : [Math.max(0, shown - OVERSCAN), shown + OVERSCAN + 1];
    end = Math.max(start + 1, Math.min(end, keys.length));
    before = (measured[start]?.start ?? margin) - margin;
    after = (measured[keys.length - 1]?.end ?? 0) - (measured[end - 1]?.end ?? 0);
  }

  let pinned: PinnedRow | null = null;
  if (windowed && focused !== null) {
    const index = keys.indexOf(focused);
    if (index >= 0 && (index < start || index >= end)) pinned = { index, top: (measured[index]?.start ?? margin) - margin };
  }

  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    const stop = watchFocus(list, () => setFocused(keyWithFocus(list, current.current.keys)));
    return () => {
      stop();
      setFocused(null);
    };
  }, [windowed, listRef]);

  /** Renders row `index` synchronously, for a caller about to focus and scroll to it before the next paint. */
  const reveal = useCallback(
    (index: number) => {
      const { first: from, last: to } = current.current;
      if (windowed) flushSync(() => setRevealed({ index, first: from, last: to }));
    },
    [windowed],
  );

  // One ref callback per key and virtualizer, kept, so React attaches each row's once, and again when the library has
  // loaded, which then measures the rows already drawn.
  const refs = useRef({ of: virtualizer, byKey: new Map<string, RefCallback<HTMLElement>>() });
  const measure = useCallback(
    (key: string): RefCallback<HTMLElement> | undefined => {
      if (!virtualizer) return undefined;
      if (refs.current.of !== virtualizer) refs.current = { of: virtualizer, byKey: new Map() };
      let ref = refs.current.byKey.get(key);
      if (!ref) {
        ref = (node) => virtualizer.measureElement(node);
        refs.current.byKey.set(key, ref);
      }
      return ref;
    },
    [virtualizer],
  );

  return { windowed, start, end, before, after, pinned, measure, reveal };
}
