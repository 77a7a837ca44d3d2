import { afterEach, describe, expect, it, vi } from 'vitest';
import { seal } from '../../../mock-server/devkit/bounded';
import { jsonText } from '../../../mock-server/devkit/json-text';

const post = (id: number) => ({
  id: `p${id}`,
  body: 'Quote " backslash \\ newline \n tab \t emoji 🎉 nul \u0000 lone \ud800',
  categories: ['wins', 'family'],
  likes: id * 1.5,
  timestamp: id % 2 ? { seconds: id, nanoseconds: 0 } : null,
  pinned: false,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('jsonText', () => {
  it('reads exactly as JSON.stringify, sealed parts or not', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const values: unknown[] = [
      { result: { success: true, error: null, messages: [seal(post(1)), seal(post(2))], hasMore: true, lastMessageId: 'p2' } },
      { result: { messages: [seal(post(3)), post(4)], '2': 'integer-like keys first', '1': [] } },
      [seal(post(5)), -0, 1e21, Number.NaN, Number.POSITIVE_INFINITY, '', [[]], {}],
      { skipped: undefined, fn: () => 1, kept: 1 }, // dropped by JSON.stringify's rules
      [undefined, () => 1], // null in arrays
      { when: new Date(0), point: new Point(2), own: { toJSON: () => 'own' } },
      Object.assign(Object.create(null) as object, { a: 1 }),
      'a string',
      42,
      null,
    ];
    for (const value of values) expect(jsonText(value)).toBe(JSON.stringify(value));
    expect(jsonText(undefined)).toBeUndefined();
  });

  it('throws as JSON.stringify does on a cycle', () => {
    const cycle: { self?: unknown; posts: unknown[] } = { posts: [seal(post(6))] };
    cycle.self = cycle;
    expect(() => jsonText(cycle)).toThrow(TypeError);
  });

  it('writes each sealed value once, however often it is answered', () => {
    const shared = seal(post(7));
    const page = () => ({ result: { messages: [shared], hasMore: false } });
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = jsonText(page());
    const second = jsonText(page());
    expect(second).toBe(first);
    expect(stringify.mock.calls.filter(([value]) => value === shared)).toHaveLength(1);
  });

  it('writes an unsealed value every time: it may have changed', () => {
    const open = { n: 1 };
    expect(jsonText({ open })).toBe('{"open":{"n":1}}');
    open.n = 2;
    expect(jsonText({ open })).toBe('{"open":{"n":2}}');
  });
});
