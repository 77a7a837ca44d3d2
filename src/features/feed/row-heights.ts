// Measured feed row heights by key and list width. Module state on purpose: back from a post, a long list is laid out
// as it was, so scroll restoration lands on the same row; per width, so folding the sidebar finds them again.

/** A row's height until one has been measured at this width. */
const FIRST_ESTIMATE = 160;
/** Widths remembered; the oldest is forgotten first. */
const MAX_WIDTHS = 4;

const byWidth = new Map<number, Map<string, number>>();
let width = -1;
const keyOfNode = new WeakMap<Element, string>();
const listeners = new Set<() => void>();
let observer: ResizeObserver | null | undefined;

function atWidth(w: number): Map<string, number> {
  let heights = byWidth.get(w);
  if (!heights) {
    heights = new Map();
    byWidth.set(w, heights);
    const oldest = byWidth.keys().next().value;
    if (byWidth.size > MAX_WIDTHS && oldest !== undefined) byWidth.delete(oldest);
  }
  return heights;
}

/** Each row's height at the current list width: as measured, else the average measured there, else a first estimate. */
export function rowHeights(keys: readonly string[]): number[] {
  const here = byWidth.get(width);
  let total = 0;
  for (const height of here?.values() ?? []) total += height;
  const average = here && here.size > 0 ? total / here.size : FIRST_ESTIMATE;
  return keys.map((key) => here?.get(key) ?? average);
}

/** One observer for every row on the page (none where the browser has no ResizeObserver: jsdom). */
function rowObserver(): ResizeObserver | null {
  observer ??=
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const key = keyOfNode.get(entry.target);
            const box = entry.borderBoxSize[0];
            if (key === undefined || !box || box.blockSize === 0) continue;
            const w = Math.round(box.inlineSize);
            if (w !== width) {
              width = w;
              changed = true;
            }
            const heights = atWidth(w);
            if (heights.get(key) !== box.blockSize) {
              heights.set(key, box.blockSize);
              changed = true;
            }
          }
          if (changed) for (const listener of listeners) listener();
        });
  return observer;
}

/** Measures a row's element while it is in the DOM; returns the cleanup for React's ref callback. */
export function measureRow(node: HTMLElement, key: string): (() => void) | undefined {
  keyOfNode.set(node, key);
  const rows = rowObserver();
  if (!rows) return undefined;
  rows.observe(node);
  return () => rows.unobserve(node);
}

/** The key of a row element that has been through `measureRow`; undefined for anything else. */
export function rowKeyOf(node: Element): string | undefined {
  return keyOfNode.get(node);
}

/** Calls `listener` whenever a measured height (or the list width) changes; returns the unsubscribe. */
export function onRowHeights(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
