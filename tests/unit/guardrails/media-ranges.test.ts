import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, stylesheets, withoutComments } from './stylesheets';

/** The media features written with a min-/max- prefix: `max-width: 767px` and the like. */
function prefixedRanges(css: string): string[] {
  const text = withoutComments(css);
  return [...text.matchAll(/@media[^{]*?\(\s*((?:min|max)-(?:width|height)\s*:[^)]*)\)/g)].map((m) => m[1]!.trim());
}

describe('media queries', () => {
  it('finds a prefixed range, and not the range syntax', () => {
    expect(prefixedRanges('@media (max-width: 767px) { .a { color: red; } }')).toEqual(['max-width: 767px']);
    expect(prefixedRanges('@media (hover: hover) and (min-width: 768px) { .a { color: red; } }')).toEqual(['min-width: 768px']);
    expect(prefixedRanges('@media (width < 768px) { .a { max-width: 10px; } } /* @media (max-width: 1px) */')).toEqual([]);
  });

  // (max-width: 767px) and (min-width: 768px) both miss a window 767.5 px wide (a zoomed page's width is fractional),
  // which then gets neither layout; (width < 768px) and (width >= 768px) meet exactly.
  it('use the range syntax in every stylesheet, so neighbouring breakpoints leave no gap', () => {
    const found = stylesheets().flatMap((file) =>
      prefixedRanges(readFileSync(file, 'utf8')).map((feature) => `${relative(SRC, file)}: ${feature}`),
    );
    expect(found).toEqual([]);
  });
});
