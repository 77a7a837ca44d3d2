import { describe, expect, it } from 'vitest';
import { flattenPages } from '../../../src/domain/pages';

const page = (...ids: string[]) => ({ messages: ids.map((id) => ({ id, text: `text ${id}` })) });

describe('flattenPages', () => {
  it('keeps page order and the first copy of a message that appears on two pages', () => {
    const first = page('a', 'b', 'c');
    const second = page('c', 'd');
    expect(flattenPages([first, second]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenPages([first, second])[2]).toBe(first.messages[2]);
    expect(flattenPages([second, first]).map((m) => m.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('gives nothing for no pages and empty pages', () => {
    expect(flattenPages([])).toEqual([]);
    expect(flattenPages([page(), page()])).toEqual([]);
  });
});
