import { en } from 'zod/locales';
import * as z from 'zod/mini';

// The contract's zod is the tree-shakable `zod/mini`, which installs no locale (every issue would read "Invalid input"):
// English, so messages read as `zod` words them, in the browser and the mock server alike.
z.config(en());

export { z };

/** A whole number from `min` to `max`: one out of range is told its range alone, not also the limits of safe integers. */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number().check(z.gte(min, { abort: true }), z.lte(max, { abort: true }), z.int());

/** Zod issues as one line of each field's path and message (`limit: Too big`); `root` names an issue of the whole value. */
export function describeIssues(error: z.core.$ZodError, root: string): string {
  return error.issues.map((issue) => `${issue.path.join('.') || root}: ${issue.message}`).join('; ');
}
