import { useEffect, useState } from 'react';

/** The lowest a feed row can be (avatar 40 px, padding and border: styles.css .talk-row), in CSS pixels. */
const MIN_ROW_HEIGHT = 74;

/** Rows per step: at least a screenful, so every row on screen comes in the first step and nothing on it moves. */
function revealStep(): number {
  return Math.ceil(window.innerHeight / MIN_ROW_HEIGHT) + 1;
}

/**
 * How many of `total` rows to render. Rows that arrive after the list first renders (a first page of posts, the
 * next page) are rendered a screenful per task instead of all in one: each task stays short, so the first screen
 * paints sooner and the main thread never blocks for a whole page of rows (Total Blocking Time). Rows already there
 * when the list first renders (back to a feed in the cache) come at once, so scroll restoration finds the page as
 * tall as it was. An emptied list (another category or sort order) starts again from one step.
 */
export function useRevealed(total: number): number {
  const [revealed, setRevealed] = useState(() => Math.max(total, revealStep()));
  if (total === 0 && revealed > revealStep()) setRevealed(revealStep());
  useEffect(() => {
    if (revealed >= total) return;
    // A task of its own: the browser may paint and handle input between steps.
    const timer = setTimeout(() => setRevealed((n) => n + revealStep()), 0);
    return () => clearTimeout(timer);
  }, [revealed, total]);
  return Math.min(revealed, total);
}
