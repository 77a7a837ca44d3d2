// Measured feed row heights by key and list width, and the list's placement. Module state on purpose: back from a post,
// a long list is laid out as it was, so scroll restoration lands on the same row; heights per width, so folding the
// sidebar finds them again.

/** A row's height until one has been measured at this width. */
const FIRST_ESTIMATE = 160;
/** Widths remembered; the oldest is forgotten first. */
const MAX_WIDTHS = 4;

const byWidth = new Map<number, Map<string, number>>();
let width = -1;

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

/** A row's height at the list's current width: as measured, else the average measured there, else a first estimate. */
export function rowHeight(key: string | undefined): number {
  const here = byWidth.get(width);
  const known = key === undefined ? undefined : here?.get(key);
  if (known !== undefined) return known;
  if (!here || here.size === 0) return FIRST_ESTIMATE;
  let total = 0;
  for (const height of here.values()) total += height;
  return total / here.size;
}

/** Notes a row's measured border box; the list's width is the latest row's. */
export function rememberRow(key: string, inlineSize: number, blockSize: number): void {
  if (blockSize === 0) return;
  width = Math.round(inlineSize);
  atWidth(width).set(key, blockSize);
}

/** The list's row gap and its top in the page, as last read: a list drawn again (back from a post) starts with them. */
const placement = { gap: 0, top: 0 };

export function lastPlacement(): Readonly<typeof placement> {
  return placement;
}

export function rememberPlacement(read: Partial<typeof placement>): void {
  Object.assign(placement, read);
}
