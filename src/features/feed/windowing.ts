// Windowing arithmetic for rows of differing heights, kept pure so the hook that measures and scrolls stays small.

/**
 * Where each row starts, in list coordinates: `starts[i]` for row i, and `starts[n]` one gap past the last row's
 * end, so the list is `starts[n] - gap` tall and rows i..j-1 span `starts[i]` to `starts[j] - gap`.
 */
export function rowStarts(heights: readonly number[], gap: number): Float64Array {
  const starts = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) starts[i + 1] = (starts[i] ?? 0) + (heights[i] ?? 0) + gap;
  return starts;
}

/** The first index whose value is above `value` (starts are ascending). */
function firstAbove(starts: Float64Array, value: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((starts[mid] ?? 0) > value) high = mid;
    else low = mid + 1;
  }
  return low;
}

export interface RowWindow {
  /** The rows to render: start inclusive, end exclusive. */
  start: number;
  end: number;
  /** Space the rows above and below the window would take: the list's padding. */
  before: number;
  after: number;
}

/** The rows that cross the band `from`–`to` (list coordinates), with at least one row while the list has any. */
export function rowWindow(starts: Float64Array, gap: number, from: number, to: number): RowWindow {
  const count = starts.length - 1;
  if (count <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  // Row i ends at starts[i + 1] - gap: the first row ending below `from` opens the window.
  const start = Math.min(count - 1, Math.max(0, firstAbove(starts, from + gap, 1, count + 1) - 1));
  // The first row starting past `to` closes it (and is left out).
  const end = Math.max(start + 1, Math.min(count, firstAbove(starts, to, start, count)));
  const last = starts[count] ?? 0;
  return { start, end, before: starts[start] ?? 0, after: last - (starts[end] ?? last) };
}

/** The items of the window `start`–`end` with their indexes, plus `pinned` if outside it, all in list order. */
export function windowedItems<T>(items: readonly T[], start: number, end: number, pinned?: number): { item: T; index: number }[] {
  const indexes: number[] = [];
  if (pinned !== undefined && pinned < start) indexes.push(pinned);
  for (let i = start; i < end; i++) indexes.push(i);
  if (pinned !== undefined && pinned >= end) indexes.push(pinned);
  return indexes.flatMap((index) => (index < items.length ? [{ item: items[index] as T, index }] : []));
}
