import { describe, expect, it } from 'vitest';
import { windowedItems } from '../../../src/features/feed/windowing';

describe('windowedItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('gives the window’s items with their indexes', () => {
    expect(windowedItems(items, 2, 4)).toEqual([
      { item: 'c', index: 2 },
      { item: 'd', index: 3 },
    ]);
  });

  it('keeps a pinned item outside the window in its place in list order: before the window or after it', () => {
    expect(windowedItems(items, 3, 5, 0).map((x) => x.index)).toEqual([0, 3, 4]);
    expect(windowedItems(items, 1, 3, 5).map((x) => x.index)).toEqual([1, 2, 5]);
  });

  it('adds nothing for a pinned item inside the window, or one past the items', () => {
    expect(windowedItems(items, 1, 4, 2).map((x) => x.index)).toEqual([1, 2, 3]);
    expect(windowedItems(items, 1, 3, 9).map((x) => x.index)).toEqual([1, 2]);
  });
});
