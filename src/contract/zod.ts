import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * The contract's zod: `zod/mini`, the same schemas as `zod` with a functional, tree-shakable API, so the
 * browser downloads only the parts it uses. Unlike `zod` it installs no locale (every issue would read
 * "Invalid input"); English is installed here so messages read as they do with `zod`, in the browser and in
 * the mock server alike.
 */
z.config(en());

export { z };

/**
 * Zod issues as one readable line, each field's path and its message (`limit: Too big; sortMode: Invalid option`);
 * `root` names an issue of the whole value.
 */
export function describeIssues(error: z.core.$ZodError, root: string): string {
  return error.issues.map((issue) => `${issue.path.join('.') || root}: ${issue.message}`).join('; ');
}
