import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SRC = join(import.meta.dirname, '../../../src');

/** Every file under `dir` whose name `name` matches. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/** Every stylesheet under `dir`. */
export function stylesheets(dir: string = SRC): string[] {
  return filesUnder(dir, /\.css$/);
}

/** `css` without its comments, which may quote rules the stylesheet does not have. */
export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}
