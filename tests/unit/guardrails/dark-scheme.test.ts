import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, SRC, stylesheets, withoutComments } from './stylesheets';

/**
 * The e2e walks (screens.spec) check the dark scheme with axe's colour rules on the page drawn in the light one. That
 * holds while a colour scheme changes nothing but custom properties: no declaration of any other property under a
 * `prefers-color-scheme` media query (light or dark, at the top level or nested in a rule), and no script that reads
 * the scheme.
 */
function schemeDeclarationsOtherThanCustomProperties(css: string): string[] {
  const text = withoutComments(css);
  const found: string[] = [];
  for (const match of text.matchAll(/@media[^{]*prefers-color-scheme[^{]*\{/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < text.length) {
      if (text[at] === '{') depth += 1;
      else if (text[at] === '}') depth -= 1;
      at += 1;
    }
    // A declaration follows a block's opening brace or another declaration, and ends at a semicolon or a closing brace.
    for (const [, property, value] of `{${text.slice(start, at - 1)}}`.matchAll(/[{;]\s*([-\w]+)\s*:\s*([^;{}]+?)\s*(?=[;}])/g))
      if (!property!.startsWith('--')) found.push(`${property}: ${value}`);
  }
  return found;
}

describe('colour schemes', () => {
  it('finds a declaration other than a custom property in a scheme block, nested or not, and none in custom properties', () => {
    const find = schemeDeclarationsOtherThanCustomProperties;
    expect(find('@media (prefers-color-scheme: dark) { :root { --ink: #fff; } .a:hover { display: none } }')).toEqual(['display: none']);
    expect(find('@media (prefers-color-scheme: light) { a:hover { color: red; } }')).toEqual(['color: red']);
    expect(find('.a { @media (prefers-color-scheme: dark) { display: none } }')).toEqual(['display: none']);
    expect(find('@media (prefers-color-scheme: dark) { :root { --ink: #fff; --line: #333 } } .a { display: none }')).toEqual([]);
  });

  it('change only custom properties in every stylesheet, so the dark page differs from the light one in colour alone', () => {
    const found = stylesheets().flatMap((file) =>
      schemeDeclarationsOtherThanCustomProperties(readFileSync(file, 'utf8')).map((d) => `${relative(SRC, file)}: ${d}`),
    );
    expect(found).toEqual([]);
  });

  it('are read by no script', () => {
    const readers = filesUnder(SRC, /\.tsx?$/).filter((file) => readFileSync(file, 'utf8').includes('prefers-color-scheme'));
    expect(readers.map((file) => relative(SRC, file))).toEqual([]);
  });
});
