import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RowHeights from '../../../src/features/feed/row-heights';

type Heights = typeof RowHeights;

/** A ResizeObserver the test drives: `resize(node, width, height)` reports a row's border box. */
let report: ((entries: unknown[]) => void) | null = null;
const observed = new Set<Element>();
class FakeResizeObserver {
  constructor(callback: (entries: unknown[]) => void) {
    report = callback;
  }
  observe(node: Element) {
    observed.add(node);
  }
  unobserve(node: Element) {
    observed.delete(node);
  }
  disconnect() {}
}
const resize = (...rows: [Element, number, number][]) =>
  report?.(rows.map(([target, inlineSize, blockSize]) => ({ target, borderBoxSize: [{ inlineSize, blockSize }] })));
const row = () => ({}) as HTMLElement;

let heights: Heights;
beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.resetModules();
  heights = await import('../../../src/features/feed/row-heights');
});
afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
});

describe('row heights for the feed window', () => {
  it('starts from an estimate, then uses what is measured, and the average for rows not measured yet', () => {
    expect(heights.rowHeights(['a', 'b'])).toEqual([160, 160]);
    const [a, b] = [row(), row()];
    heights.measureRow(a, 'a');
    heights.measureRow(b, 'b');
    resize([a, 600, 100], [b, 600, 200]);
    expect(heights.rowHeights(['a', 'b', 'c'])).toEqual([100, 200, 150]);
  });

  it('tells listeners when a height changes, not when it stays the same', () => {
    const listener = vi.fn();
    const stop = heights.onRowHeights(listener);
    const a = row();
    heights.measureRow(a, 'a');
    resize([a, 600, 100]);
    resize([a, 600, 100]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    resize([a, 600, 120]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps heights per list width: narrowing measures afresh, and widening again finds the wide heights', () => {
    const [a, b] = [row(), row()];
    heights.measureRow(a, 'a');
    heights.measureRow(b, 'b');
    resize([a, 600, 100], [b, 600, 200]);
    // The list narrows and only row a has reported: b's height is the average at this width, not its wide one.
    resize([a, 300, 180]);
    expect(heights.rowHeights(['a', 'b'])).toEqual([180, 180]);
    // Back to the wide list: both wide heights are still known.
    resize([a, 600, 100]);
    expect(heights.rowHeights(['a', 'b'])).toEqual([100, 200]);
  });

  it('ignores rows that are hidden (zero height), and stops observing a row when it leaves', () => {
    const a = row();
    const cleanup = heights.measureRow(a, 'a');
    resize([a, 600, 0]);
    expect(heights.rowHeights(['a'])).toEqual([160]);
    cleanup?.();
    expect(observed.has(a)).toBe(false);
  });
});
