import { describe, expect, it } from 'vitest';
import { rowStarts, rowWindow, windowedItems } from '../../../src/features/feed/windowing';

// Five rows of 100, 200, 100, 300 and 100 px with 10 px between them: rows start at 0, 110, 320, 430, 740,
// and the list is 840 px tall.
const heights = [100, 200, 100, 300, 100];
const GAP = 10;
const starts = rowStarts(heights, GAP);

describe('windowing', () => {
  it('places each row one gap after the one before', () => {
    expect([...starts]).toEqual([0, 110, 320, 430, 740, 850]);
  });

  it('renders the rows that cross the band, with padding the size of the rest', () => {
    // 150–500 crosses row 1 (110–310), row 2 (320–420) and row 3 (430–730).
    expect(rowWindow(starts, GAP, 150, 500)).toEqual({ start: 1, end: 4, before: 110, after: 850 - 740 });
  });

  it('keeps the list as tall as all its rows: padding, rows and gaps add up', () => {
    for (const [from, to] of [
      [150, 500],
      [0, 50],
      [700, 2000],
      [315, 316],
    ] as const) {
      const { start, end, before, after } = rowWindow(starts, GAP, from, to);
      const shown = heights.slice(start, end);
      const rendered = shown.reduce((sum, h) => sum + h, 0) + GAP * (shown.length - 1);
      expect(before + rendered + after).toBe(840);
    }
  });

  it('leaves out a row that ends above the band, or in the gap just above it', () => {
    expect(rowWindow(starts, GAP, 310, 400).start).toBe(2);
    expect(rowWindow(starts, GAP, 309, 400).start).toBe(1);
  });

  it('starts at the top above the list and ends at the bottom past it', () => {
    expect(rowWindow(starts, GAP, -5000, -4000)).toMatchObject({ start: 0, end: 1, before: 0 });
    expect(rowWindow(starts, GAP, 0, 10_000)).toEqual({ start: 0, end: 5, before: 0, after: 0 });
    expect(rowWindow(starts, GAP, 5000, 6000)).toMatchObject({ start: 4, end: 5, after: 0 });
  });

  it('is empty for an empty list', () => {
    expect(rowWindow(rowStarts([], GAP), GAP, 0, 1000)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('finds the window in a long list without walking it', () => {
    const many = rowStarts(
      Array.from({ length: 100_000 }, (_, i) => 100 + (i % 7) * 20),
      12,
    );
    const { start, end } = rowWindow(many, 12, 5_000_000, 5_002_000);
    expect(many[start + 1]! - 12).toBeGreaterThan(5_000_000);
    expect(many[start]! - 12).toBeLessThanOrEqual(5_000_000);
    expect(many[end - 1]!).toBeLessThan(5_002_000);
    expect(many[end]!).toBeGreaterThanOrEqual(5_002_000);
  });
});

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
