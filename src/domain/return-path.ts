const MAX_LENGTH = 2048;
const BASE = 'http://return-path.invalid';

/** The page to return to after sign-in, only as a same-origin path; anything else, or /login itself (a loop), gives '/'. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > MAX_LENGTH) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f\u007f-\u009f\s]/.test(candidate)) return '/';
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(candidate)) return '/';
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/login' || path.startsWith('//')) return '/';
  return path;
}

/** The login screen's state: the page to come back to (its query too), and whether the login's entry is over it. */
export interface LoginFrom {
  from: string;
  /** The login was opened over the page (a new entry): coming back is going back, so history keeps one entry of it. */
  over: boolean;
}

/** The login screen's state for a page sending the person there, opening it over the page or in its place. */
export function loginFrom(location: { pathname: string; search: string }, opened: 'over' | 'instead' = 'over'): LoginFrom {
  return { from: `${location.pathname}${location.search}`, over: opened === 'over' };
}
