import type { Locator } from '@playwright/test';

/** A button's colours as the browser computed them: its ground and its words. */
export interface Colours {
  background: string;
  ink: string;
}

/** A CSS colour (such as `var(--brand)`) as the browser computes it where `element` is. */
export function colourAt(element: Locator, css: string): Promise<string> {
  return element.evaluate((node, value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    node.parentElement!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, css);
}

/**
 * The element's computed colours, and the page's own `background` and `ink` (CSS values such as
 * `var(--surface-sunken)`) resolved where the element is, so that the two compare in one notation.
 */
export async function coloursOf(element: Locator, want: { background: string; ink: string }): Promise<{ actual: Colours; want: Colours }> {
  const [background, ink, actual] = await Promise.all([
    colourAt(element, want.background),
    colourAt(element, want.ink),
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      return { background: style.backgroundColor, ink: style.color };
    }),
  ]);
  return { actual, want: { background, ink } };
}
