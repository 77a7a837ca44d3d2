/** `pathname` as routes match it: lower case, no trailing slash; parameters keep their case, so read them from the pathname. */
export function routePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1').toLowerCase();
}

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

/** Whether the shared marketing header shows on `pathname`, matched as the routes match it. */
export function showsMarketingHeader(pathname: string): boolean {
  const path = routePath(pathname);
  return !NO_HEADER_EXACT.has(path) && !NO_HEADER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The footer shows everywhere but /unsubscribe (SPEC 2). */
export function showsFooter(pathname: string): boolean {
  return routePath(pathname) !== '/unsubscribe';
}
