import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SRC = join(import.meta.dirname, '../../../src');

/** Every stylesheet under `dir`. */
export function stylesheets(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** `css` without its comments, which may quote rules the stylesheet does not have. */
export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}
