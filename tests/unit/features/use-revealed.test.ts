// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealed } from '../../../src/features/feed/use-revealed';

beforeEach(() => {
  vi.useFakeTimers();
  // 844 px of screen: a screenful is 12 rows of the lowest (74 px), one more for the step.
  vi.stubGlobal('innerHeight', 844);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** One task of the browser's: the timer a step waits for. */
const nextTask = () => act(() => void vi.advanceTimersByTime(0));

describe('useRevealed', () => {
  it('renders rows that arrive a screenful at once, then four per task until all are in', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 40 });
    expect(result.current).toBe(13);
    nextTask();
    expect(result.current).toBe(17);
    nextTask();
    expect(result.current).toBe(21);
    for (let i = 0; i < 4; i++) nextTask();
    expect(result.current).toBe(37);
    nextTask();
    expect(result.current).toBe(40);
    nextTask();
    expect(result.current).toBe(40);
  });

  it('goes on from where it is when the next page arrives', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 0 } });
    rerender({ total: 40 });
    for (let i = 0; i < 7; i++) nextTask();
    expect(result.current).toBe(40);
    rerender({ total: 80 });
    expect(result.current).toBe(41);
    nextTask();
    expect(result.current).toBe(45);
  });

  it('reads the screen height once, as the list mounts, not after rows were added (a forced layout)', () => {
    const read = vi.fn(() => 844);
    vi.stubGlobal('innerHeight', undefined);
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: read });
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 0 } });
    rerender({ total: 0 });
    rerender({ total: 40 });
    for (let i = 0; i < 7; i++) nextTask();
    expect(result.current).toBe(40);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('renders rows that came with the page load as rows that arrive: a screenful, then four per task', () => {
    const { result } = renderHook(() => useRevealed(40, true));
    expect(result.current).toBe(13);
    nextTask();
    expect(result.current).toBe(17);
  });

  it('renders rows that are there at first render at once (back to a cached feed)', () => {
    const { result } = renderHook(() => useRevealed(120));
    expect(result.current).toBe(120);
  });

  it('starts again from one screenful when the list empties (another category)', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 40 } });
    expect(result.current).toBe(40);
    rerender({ total: 0 });
    expect(result.current).toBe(0);
    rerender({ total: 40 });
    expect(result.current).toBe(13);
  });

  it('shows fewer rows at once when a search narrows the list, and all again when it is cleared', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 40 } });
    rerender({ total: 5 });
    expect(result.current).toBe(5);
    rerender({ total: 40 });
    expect(result.current).toBe(40);
  });
});
