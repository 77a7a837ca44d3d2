/**
 * Runs `work` when the main thread is next idle (at the latest after `timeoutMs`), or soon where the browser
 * has no requestIdleCallback (Safari before 18): for work a page will need, done while it waits on the network.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 1);
}
