import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, stylesheets, withoutComments } from './stylesheets';

/**
 * The selectors with :hover that no `@media (hover: hover)` block holds. A rule's header is what stands before its
 * `{`; the headers still open around it are its at-rules.
 */
function bareHoverSelectors(css: string): string[] {
  const text = withoutComments(css);
  const open: string[] = [];
  const bare: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      const header = text.slice(start, i).trim();
      const inHoverMedia = open.some((h) => h.startsWith('@media') && /\(\s*hover\s*:\s*hover\s*\)/.test(h));
      if (!header.startsWith('@') && !inHoverMedia)
        bare.push(
          ...header
            .split(',')
            .filter((selector) => selector.includes(':hover'))
            .map((s) => s.trim()),
        );
      open.push(header);
      start = i + 1;
    } else if (c === '}') {
      open.pop();
      start = i + 1;
    } else if (c === ';' && open.length > 0) {
      start = i + 1;
    }
  }
  return bare;
}

describe('hover styles', () => {
  it('finds a bare :hover rule, and none inside @media (hover: hover)', () => {
    expect(bareHoverSelectors('.a:hover, .b { color: red; }')).toEqual(['.a:hover']);
    expect(bareHoverSelectors('@media (hover: hover) { .a:hover { color: red; } } /* .c:hover { } */')).toEqual([]);
    expect(bareHoverSelectors('@media (min-width: 768px) { .a { color: red; } .b:hover { color: blue; } }')).toEqual(['.b:hover']);
  });

  // On a touch screen a tap leaves :hover on what it touched: a button the page then moves under the finger stays lit.
  it('apply only where something can hover, in every stylesheet', () => {
    const found = stylesheets().flatMap((file) =>
      bareHoverSelectors(readFileSync(file, 'utf8')).map((selector) => `${relative(SRC, file)}: ${selector}`),
    );
    expect(found).toEqual([]);
  });
});
