const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date format, named by the key its formatters are kept under. */
interface DateFormat {
  key: string;
  options?: Intl.DateTimeFormatOptions;
}
/** The feed's calendar date beside 'Nd ago'. */
const FEED_DATE: DateFormat = { key: 'feed', options: { year: 'numeric', month: 'short', day: 'numeric' } };
/** The locale's own short date, as toLocaleDateString gives it (profiles and chats). */
const LOCAL_DATE: DateFormat = { key: 'date' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter made once per locale and options: toLocaleDateString builds a new one on every call, costly per feed row. */
function formatter(locale: string | undefined, { key, options }: DateFormat): Intl.DateTimeFormat {
  const id = `${locale ?? ''}|${key}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

/** 'just now', 'Nm ago' or 'Nh ago' for a time under a day old (SPEC 9); null once it is older. */
function withinADay(elapsed: number): string | null {
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return null;
}

export interface FeedTime {
  /** 'just now', 'Nm ago', 'Nh ago' or 'Nd ago'. */
  relative: string;
  /** The calendar date, shown beside the relative label once a post is over a day old. */
  date?: string;
}

/** The feed's relative time (SPEC 9): just now under a minute, then m, h and d ago, with the date after a day. */
export function feedRelativeTime(date: Date, now: Date, locale?: string): FeedTime {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const recent = withinADay(elapsed);
  if (recent) return { relative: recent };
  return {
    relative: `${Math.floor(elapsed / DAY)}d ago`,
    date: formatter(locale, FEED_DATE).format(date),
  };
}

/** Profile and chat relative time (SPEC 9): just now, Nm ago, Nh ago, otherwise a local date. */
export function profileRelativeTime(date: Date, now: Date, locale?: string): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  return withinADay(elapsed) ?? formatter(locale, LOCAL_DATE).format(date);
}
