/** How much of a request or response body the journal keeps: enough to assert on, never enough to hurt. */
export const JOURNAL_LIMITS = { depth: 32, nodes: 20_000, stringLength: 20_000 } as const;

export interface Bounded {
  value: unknown;
  /** What was cut, in words, or null when the copy is whole. */
  cut: string | null;
}

/**
 * A JSON-safe copy of `value` cut to the journal's limits: nesting deeper than `depth` becomes a marker
 * string, and so do nodes past `nodes` and the tail of very long strings. Whatever a client sends (a
 * 5,000-deep body, a huge array), the journal can always be serialised and read back.
 */
export function boundedCopy(value: unknown, limits: typeof JOURNAL_LIMITS = JOURNAL_LIMITS): Bounded {
  const cuts = new Set<string>();
  let nodes = 0;
  const copy = (node: unknown, depth: number): unknown => {
    nodes += 1;
    if (nodes > limits.nodes) {
      cuts.add(`more than ${limits.nodes} values`);
      return '[cut: too many values]';
    }
    if (typeof node === 'string') {
      if (node.length <= limits.stringLength) return node;
      cuts.add(`a string longer than ${limits.stringLength} characters`);
      return `${node.slice(0, limits.stringLength)}[cut: ${node.length - limits.stringLength} more characters]`;
    }
    if (node === null || typeof node === 'number' || typeof node === 'boolean') return node;
    // undefined, functions, symbols and bigints never come from JSON; keep their type only.
    if (typeof node !== 'object') return node === undefined ? null : `[${typeof node}]`;
    if (depth >= limits.depth) {
      cuts.add(`nesting deeper than ${limits.depth} levels`);
      return `[cut: deeper than ${limits.depth} levels]`;
    }
    if (Array.isArray(node)) return node.map((item: unknown) => copy(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) out[key] = copy(item, depth + 1);
    return out;
  };
  const result = copy(value, 0);
  return { value: result, cut: cuts.size === 0 ? null : [...cuts].join(', ') };
}
