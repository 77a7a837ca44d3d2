// Counted without recursion, so a hostile, deeply nested body cannot exhaust the stack.
/** How deep `value` nests: 0 for a scalar, 1 for `[]` or `{}`, 2 for `[[]]`; counting stops once past `limit`. */
export function nestingDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const open: [node: unknown, depth: number][] = [[value, 0]];
  for (let next = open.pop(); next; next = open.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const item of Array.isArray(node) ? (node as unknown[]) : Object.values(node)) open.push([item, depth + 1]);
  }
  return deepest;
}
