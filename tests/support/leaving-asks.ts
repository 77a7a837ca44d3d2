/**
 * Whether leaving the page now would ask first: the page's own answer to a beforeunload event. Self-contained, so it
 * runs in jsdom as it is and in a browser through `page.evaluate`.
 */
export function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  dispatchEvent(event);
  return event.defaultPrevented;
}
