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
