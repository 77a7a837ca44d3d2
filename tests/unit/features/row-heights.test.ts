import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RowHeights from '../../../src/features/feed/row-heights';

let heights: typeof RowHeights;
beforeEach(async () => {
  vi.resetModules();
  heights = await import('../../../src/features/feed/row-heights');
});

describe('row heights for the feed window', () => {
  it('starts from an estimate, then uses what is measured, and the average for rows not measured yet', () => {
    expect([heights.rowHeight('a'), heights.rowHeight('b')]).toEqual([160, 160]);
    heights.rememberRow('a', 600, 100);
    heights.rememberRow('b', 600, 200);
    expect(['a', 'b', 'c'].map(heights.rowHeight)).toEqual([100, 200, 150]);
  });

  it('keeps heights per list width: narrowing measures afresh, and widening again finds the wide heights', () => {
    heights.rememberRow('a', 600, 100);
    heights.rememberRow('b', 600, 200);
    // The list narrows and only row a has reported: b's height is the average at this width, not its wide one.
    heights.rememberRow('a', 300, 180);
    expect(['a', 'b'].map(heights.rowHeight)).toEqual([180, 180]);
    // Back to the wide list: both wide heights are still known.
    heights.rememberRow('a', 600, 100);
    expect(['a', 'b'].map(heights.rowHeight)).toEqual([100, 200]);
  });

  it('ignores rows that are hidden (zero height)', () => {
    heights.rememberRow('a', 600, 0);
    expect(heights.rowHeight('a')).toBe(160);
  });
});
