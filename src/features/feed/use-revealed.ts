import { useEffect, useState } from 'react';

/** The lowest a feed row can be (avatar 40 px, padding and border: styles.css .talk-row), in CSS pixels. */
const MIN_ROW_HEIGHT = 74;

/** Rows in the first step: at least a screenful, so every row on screen comes at once and nothing on it moves. */
function revealStep(): number {
  return Math.ceil(window.innerHeight / MIN_ROW_HEIGHT) + 1;
}

/** Rows in each later step: few, so each step's task stays short on a slow phone (Total Blocking Time). */
const LATER_STEP = 4;

/**
 * How many of `total` rows to render. Arriving rows (and `arrivedWithPage` ones) come a screenful, then a few per task,
 * so no task blocks for a whole page; rows already cached come at once, so scroll restoration finds the page as tall.
 */
export function useRevealed(total: number, arrivedWithPage = false): number {
  // Worked out once, on mount: reading the viewport height just after rows were added would force a layout inside the
  // step's task, which the next frame does anyway.
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
