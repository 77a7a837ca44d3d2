import type { IncomingHttpHeaders } from 'node:http';

/**
 * A dev kit session scopes faults and journal reads to one test: requests carrying this header meet only
 * the faults added with the same `session` (plus unscoped ones), and `GET /__devkit/journal?session=`
 * returns only their entries. Tests set it with Playwright's `setExtraHTTPHeaders`.
 */
export const SESSION_HEADER = 'X-Devkit-Session';

export function sessionOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[SESSION_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : null;
}
