import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, stylesheets, withoutComments } from './stylesheets';

/**
 * The declarations inside `@media (prefers-color-scheme: dark)` blocks that are not custom properties. The e2e walks
 * (screens.spec) check the dark scheme with axe's colour rules on the light scheme's page, which holds only while the
 * dark scheme changes nothing but the colour custom properties.
 */
function darkDeclarationsOtherThanCustomProperties(css: string): string[] {
  const text = withoutComments(css);
  const found: string[] = [];
  for (const match of text.matchAll(/@media[^{]*prefers-color-scheme\s*:\s*dark[^{]*\{/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < text.length) {
      if (text[at] === '{') depth += 1;
      else if (text[at] === '}') depth -= 1;
      at += 1;
    }
    const body = text.slice(start, at - 1);
    for (const [, declarations] of body.matchAll(/\{([^{}]*)\}/g))
      for (const declaration of declarations!.split(';').map((d) => d.trim()))
        if (declaration && !declaration.startsWith('--')) found.push(declaration.replace(/\s+/g, ' '));
  }
  return found;
}

describe('the dark scheme', () => {
  it('finds a declaration other than a custom property in a dark block, and none in a light one', () => {
    expect(
      darkDeclarationsOtherThanCustomProperties('@media (prefers-color-scheme: dark) { :root { --ink: #fff; } .a { display: none; } }'),
    ).toEqual(['display: none']);
    expect(
      darkDeclarationsOtherThanCustomProperties('@media (prefers-color-scheme: light) { .a { display: none; } } :root { --ink: #000 }'),
    ).toEqual([]);
  });

  it('changes only colour custom properties in every stylesheet, so a page in it differs from the light one in colour alone', () => {
    const found = stylesheets().flatMap((file) =>
      darkDeclarationsOtherThanCustomProperties(readFileSync(file, 'utf8')).map((d) => `${relative(SRC, file)}: ${d}`),
    );
    expect(found).toEqual([]);
  });
});
