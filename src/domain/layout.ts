/** Paths without the shared marketing header (SPEC 2). */
const NO_HEADER_EXACT = new Set([
  '/',
  '/new',
  '/discussed',
  '/f8chat',
  '/find-ppl',
  '/meet-ppl',
  '/connect-with',
  '/login',
  '/unsubscribe',
]);
const NO_HEADER_PREFIXES = ['/talk/', '/user/'];

export function showsMarketingHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !NO_HEADER_EXACT.has(path) && !NO_HEADER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The footer shows everywhere but /unsubscribe (SPEC 2). */
export function showsFooter(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') !== '/unsubscribe';
}
