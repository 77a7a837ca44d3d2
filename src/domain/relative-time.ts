const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface FeedTime {
  /** 'just now', 'Nm ago', 'Nh ago' or 'Nd ago'. */
  relative: string;
  /** The calendar date, shown beside the relative label once a post is over a day old. */
  date?: string;
}

/** The feed's relative time (SPEC 9): just now under a minute, then m, h and d ago, with the date after a day. */
export function feedRelativeTime(date: Date, now: Date, locale?: string): FeedTime {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return { relative: 'just now' };
  if (elapsed < HOUR) return { relative: `${Math.floor(elapsed / MINUTE)}m ago` };
  if (elapsed < DAY) return { relative: `${Math.floor(elapsed / HOUR)}h ago` };
  return {
    relative: `${Math.floor(elapsed / DAY)}d ago`,
    date: date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  };
}

/** Profile and chat relative time (SPEC 9): just now, Nm ago, Nh ago, otherwise a local date. */
export function profileRelativeTime(date: Date, now: Date, locale?: string): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return date.toLocaleDateString(locale);
}
