import type { Locator } from '@playwright/test';

/** A button's colours as the browser computed them: its ground and its words. */
export interface Colours {
  background: string;
  ink: string;
}

/**
 * The element's computed colours, and the page's own `background` and `ink` (CSS values such as
 * `var(--surface-sunken)`) resolved where the element is, so that the two compare in one notation.
 */
export function coloursOf(element: Locator, want: { background: string; ink: string }): Promise<{ actual: Colours; want: Colours }> {
  return element.evaluate((node, css) => {
    const probe = document.createElement('div');
    probe.style.cssText = `background: ${css.background}; color: ${css.ink}`;
    node.parentElement!.append(probe);
    const resolved = { background: getComputedStyle(probe).backgroundColor, ink: getComputedStyle(probe).color };
    probe.remove();
    const style = getComputedStyle(node);
    return { actual: { background: style.backgroundColor, ink: style.color }, want: resolved };
  }, want);
}
