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
/** A post's or a user's page (its route path): /talk/* and /user/*, one segment each; a longer path is not found. */
export const POST_OR_USER_PAGE = /^\/(talk|user)\/[^/]+$/;

/** Whether the shared marketing header shows on `pathname`, matched as the routes match it. */
export function showsMarketingHeader(pathname: string): boolean {
  const path = routePath(pathname);
  return !NO_HEADER_EXACT.has(path) && !POST_OR_USER_PAGE.test(path);
}

/** The footer shows everywhere but /unsubscribe (SPEC 2). */
export function showsFooter(pathname: string): boolean {
  return routePath(pathname) !== '/unsubscribe';
}
