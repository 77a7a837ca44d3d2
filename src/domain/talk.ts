/** The twelve community categories, in the order the feed's chips show them. */
export const CATEGORIES = [
  'just talking',
  'relationships',
  'personal',
  'support',
  'check-ins',
  'wins',
  'gratitude',
  'advice wanted',
  'conflict & repair',
  'reflections',
  'life transitions',
  'general',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const SORT_MODES = ['top', 'new', 'discussed'] as const;
export type SortMode = (typeof SORT_MODES)[number];

/** Feed page size (SPEC 9). */
export const FEED_PAGE_SIZE = 40;
/** The largest page the app asks the feed function for (the user page's look for an author, below). */
export const MAX_FEED_LIMIT = 500;
/** How many of the newest posts the user page looks through for an author, asked for in one call. */
export const AUTHOR_SCAN_POSTS = MAX_FEED_LIMIT;
/** The pages the look asks for instead from a feed function that refuses a page that large (invalid-argument). */
export const AUTHOR_SCAN_SMALL_PAGE = 100;
/** Tags shown per feed row at most (SPEC 9). */
export const MAX_ROW_TAGS = 5;

/** The tags a feed row shows, the filtered category first, so a post a filter found always shows why. */
export function rowTags(categories: readonly string[], filteredBy: string | null = null): string[] {
  const ordered = filteredBy && categories.includes(filteredBy) ? [filteredBy, ...categories.filter((c) => c !== filteredBy)] : categories;
  return ordered.slice(0, MAX_ROW_TAGS);
}

/** A community post ("talk message") as the UI sees it: timestamps already normalised. */
export interface TalkMessage {
  id: string;
  title: string;
  body: string;
  categories: string[];
  userName?: string | undefined;
  tetherHandle?: string | undefined;
  userAvatar?: string | undefined;
  profileImageUrl?: string | undefined;
  likes: number;
  /** A count, not the replies themselves. */
  replies: number;
  timestamp: Date | null;
  rank: number;
}

export interface TalkReply {
  id: string;
  text: string;
  likes: number;
  timestamp: Date | null;
  userName?: string | undefined;
  tetherHandle?: string | undefined;
  profileImageUrl?: string | undefined;
}

/** The avatar a row shows: the explicit avatar first, then the profile image. */
export function avatarOf(message: Pick<TalkMessage, 'userAvatar' | 'profileImageUrl'>): string | undefined {
  return message.userAvatar || message.profileImageUrl || undefined;
}
