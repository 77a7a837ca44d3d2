import type { TalkMessage } from './talk';

/** A handle or route id without the @ and whitespace a handle may carry. */
export function withoutHandleMarks(raw: string): string {
  return raw.replace(/[@\s]/g, '');
}

/** Normalises a handle for routes: @ and whitespace removed, lowercased. */
export function normaliseHandle(raw: string): string {
  return withoutHandleMarks(raw).toLowerCase();
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

/** What an author's link passes to their page, so it shows them even when none of the newest posts is theirs. */
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

/** Whether a post kept in the history (by this build or an older one) has what the author's page shows of it. */
const isShownPost = (post: unknown): post is TalkMessage => {
  const p = post as Partial<Record<keyof TalkMessage, unknown>> | null;
  return (
    typeof p?.id === 'string' &&
    typeof p.title === 'string' &&
    typeof p.body === 'string' &&
    Array.isArray(p.categories) &&
    p.categories.every((c) => typeof c === 'string') &&
    typeof p.likes === 'number' &&
    typeof p.replies === 'number' &&
    (p.timestamp === null || p.timestamp instanceof Date)
  );
};

/** The hint in router state about `handle`: history keeps it across deploys, so only posts of the shape shown are taken. */
export function authorHintOf(state: unknown, handle: string): AuthorHint | null {
  const hint = (state as { author?: Partial<Record<keyof AuthorHint, unknown>> } | null)?.author;
  if (!hint || hint.handle !== handle) return null;
  const posts = Array.isArray(hint.posts) ? hint.posts.filter(isShownPost) : [];
  return { handle, posts, photo: typeof hint.photo === 'string' ? hint.photo : null };
}
