import type { TalkMessage } from './talk';

/** Normalises a handle for routes: @ and whitespace removed, lowercased. */
export function normaliseHandle(raw: string): string {
  return raw.replace(/[@\s]/g, '').toLowerCase();
}

/** The author handle of a post (SPEC 2): userName, else tetherHandle, else id, else 'anonymous'. */
export function authorHandle(author: {
  userName?: string | undefined;
  tetherHandle?: string | undefined;
  id?: string | undefined;
}): string {
  const raw = [author.userName, author.tetherHandle, author.id].find((v) => v !== undefined && normaliseHandle(v) !== '');
  return raw === undefined ? 'anonymous' : normaliseHandle(raw);
}

/** The handle as shown on screen, with one leading @. */
export function displayHandle(author: {
  userName?: string | undefined;
  tetherHandle?: string | undefined;
  id?: string | undefined;
}): string {
  return `@${authorHandle(author)}`;
}

/** The `/user/{handle}` path of an author. */
export function userPath(author: { userName?: string | undefined; tetherHandle?: string | undefined; id?: string | undefined }): string {
  return `/user/${encodeURIComponent(authorHandle(author))}`;
}

/**
 * What an author's link tells the page it opens (its router state): the handle is a community author's, with the posts
 * the link stood by and the photo shown beside it. The page then shows the author's reading even when they wrote none
 * of the newest posts it looks through (an older post, a reply).
 */
export interface AuthorHint {
  handle: string;
  posts: TalkMessage[];
  photo: string | null;
}

/** The router state of a link to `author`'s page. */
export function authorState(
  author: Parameters<typeof authorHandle>[0],
  posts: TalkMessage[],
  photo: string | undefined,
): { author: AuthorHint } {
  return { author: { handle: authorHandle(author), posts, photo: photo ?? null } };
}

/** The hint in a page's router state, when it is about `handle` and has the shape a link gives it. */
export function authorHintOf(state: unknown, handle: string): AuthorHint | null {
  const hint = (state as { author?: Partial<AuthorHint> } | null)?.author;
  if (!hint || hint.handle !== handle || !Array.isArray(hint.posts)) return null;
  return { handle, posts: hint.posts, photo: typeof hint.photo === 'string' ? hint.photo : null };
}
