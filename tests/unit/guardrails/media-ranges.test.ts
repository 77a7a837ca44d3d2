import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../../src/ui/breakpoints';
import { SRC, stylesheets, withoutComments } from './stylesheets';

/** The media features written with a min-/max- prefix: `max-width: 767px` and the like. */
function prefixedRanges(css: string): string[] {
  const text = withoutComments(css);
  return [...text.matchAll(/@media[^{]*?\(\s*((?:min|max)-(?:width|height)\s*:[^)]*)\)/g)].map((m) => m[1]!.trim());
}

/** The width conditions of the stylesheet's media queries that are not `width < N` or `width >= N` for N on the scale. */
function offScale(css: string): string[] {
  const scale = new Set<number>(Object.values(BREAKPOINTS));
  const headers = [...withoutComments(css).matchAll(/@media([^{]*)\{/g)].map((m) => m[1]!);
  return headers.flatMap((header) =>
    [...header.matchAll(/\(([^()]*\bwidth\b[^()]*)\)/g)]
      .map((m) => m[1]!.replace(/\s+/g, ' ').trim())
      .filter((condition) => {
        const range = /^width (<|>=) (\d+)px$/.exec(condition);
        return !range || !scale.has(Number(range[2]));
      }),
  );
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

  it('finds a width off the scale, or written as another form', () => {
    expect(offScale('@media (width < 768px) { .a { width: 1px; } } @media (hover: hover) and (width >= 1024px) {}')).toEqual([]);
    expect(offScale('@media (width <= 600px) {} @media (width > 900px) {} @media (width < 700px) {} @media (600px <= width) {}')).toEqual([
      'width <= 600px',
      'width > 900px',
      'width < 700px',
      '600px <= width',
    ]);
  });

  // One scale (src/ui/breakpoints.ts, which scripts use too) in one form: `(width < 600px)` and `(width <= 600px)` in
  // two screens disagree about a 600 px window, and a width written twice drifts apart.
  it('change layout only at the breakpoints of the scale, as width < N and width >= N', () => {
    const found = stylesheets().flatMap((file) =>
      offScale(readFileSync(file, 'utf8')).map((condition) => `${relative(SRC, file)}: ${condition}`),
    );
    expect(found).toEqual([]);
  });
});
