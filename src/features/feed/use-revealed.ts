import { useEffect, useState } from 'react';

/** The lowest a feed row can be (avatar 40 px, padding and border: styles.css .talk-row), in CSS pixels. */
const MIN_ROW_HEIGHT = 74;

/** Rows in the first step: at least a screenful, so every row on screen comes at once and nothing on it moves. */
function revealStep(): number {
  return Math.ceil(window.innerHeight / MIN_ROW_HEIGHT) + 1;
}

/**
 * Rows in each later step (below the screen, or the next page under the last row): few, so a step's task stays
 * under 50 ms on a slow phone (a screenful of rows took 100–150 ms under Lighthouse's 4x CPU slowdown, most of it
 * the browser making and laying out their elements).
 */
const LATER_STEP = 4;

/**
 * How many of `total` rows to render. Rows that arrive after the list first renders (a first page of posts, the
 * next page), or with it when they came with the page load (`arrivedWithPage`: start.tsx puts the first page in the
 * cache when it is in before React draws), are rendered a screenful, then a few rows per task, instead of all in one:
 * each task stays short, so the first screen paints sooner and the main thread never blocks for a whole page of
 * rows (Total Blocking Time). Rows already there when the list first renders otherwise (back to a feed in the cache)
 * come at once, so scroll restoration finds the page as tall as it was. An emptied list (another category or sort
 * order) starts again from one step.
 */
export function useRevealed(total: number, arrivedWithPage = false): number {
  // The step is worked out once, as the list mounts: reading the viewport's height just after rows were added forces
  // the browser to lay them out inside the step's task (about 20 ms a step on a phone, 90 under Lighthouse's 4x CPU
  // slowdown), a layout the next frame does anyway.
  const [step] = useState(revealStep);
  const [revealed, setRevealed] = useState(() => (arrivedWithPage ? step : Math.max(total, step)));
  if (total === 0 && revealed > step) setRevealed(step);
  useEffect(() => {
    if (revealed >= total) return;
    // A task of its own: the browser may paint and handle input between steps.
    const timer = setTimeout(() => setRevealed((n) => n + LATER_STEP), 0);
    return () => clearTimeout(timer);
  }, [revealed, total]);
  return Math.min(revealed, total);
}
