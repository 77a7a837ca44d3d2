import type { IncomingHttpHeaders } from 'node:http';

// A session scopes scripts, faults, holds and the journal to one tester or test, so parallel Playwright workers never meet.
// API clients send the header; browsers carry the cookie `POST /__devkit/session` sets. The header wins over the cookie.
export const SESSION_HEADER = 'X-Devkit-Session';
export const SESSION_COOKIE = 'devkit_session';

/** What a session id may be: safe in a cookie, a header and a query string. */
export const SESSION_ID = /^[A-Za-z0-9._:~-]{1,200}$/;
export const SESSION_ID_RULE = 'a session id is 1 to 200 letters, digits or . _ : ~ -';

/** The value of one cookie in a Cookie header, or null. */
export function cookieOf(headers: IncomingHttpHeaders, name: string): string | null {
  for (const part of (headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The dev kit session a request belongs to: the header, else the cookie; null when neither names a session id. */
export function sessionOf(headers: IncomingHttpHeaders): string | null {
  const header = headers[SESSION_HEADER.toLowerCase()];
  if (typeof header === 'string' && SESSION_ID.test(header)) return header;
  const cookie = cookieOf(headers, SESSION_COOKIE);
  return cookie !== null && SESSION_ID.test(cookie) ? cookie : null;
}

/** The Set-Cookie value that puts a browser in `session` (Path=/ so callables and the store carry it), or leaves it (null). */
export function sessionCookie(session: string | null): string {
  const attributes = 'Path=/; HttpOnly; SameSite=Lax';
  return session === null ? `${SESSION_COOKIE}=; ${attributes}; Max-Age=0` : `${SESSION_COOKIE}=${session}; ${attributes}`;
}
