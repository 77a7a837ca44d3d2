// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { StrictMode, useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowWindow } from '../../../src/features/feed/use-row-window';

const KEYS = Array.from({ length: 150 }, (_, i) => `post-${i}`);

/** A windowed list as the feed draws one: the rows of the window between the paddings that stand in for the rest. */
function List() {
  const listRef = useRef<HTMLOListElement>(null);
  const { start, end, before, after, measure } = useRowWindow(KEYS, listRef);
  return (
    <ol ref={listRef} style={{ paddingTop: before, paddingBottom: after }}>
      {KEYS.slice(start, end).map((key, i) => (
        <li key={key} data-index={start + i} ref={measure(key)}>
          {key}
        </li>
      ))}
    </ol>
  );
}

/** The router's scroll restoration: an effect of a component already on the page, run in the commit that shows the list. */
function Restoring({ to, children }: { to: number; children: ReactNode }) {
  useLayoutEffect(() => window.scrollTo(0, to), [to]);
  return children;
}

beforeEach(() => {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation((xOrOptions?: number | ScrollToOptions, top?: number) => {
    y = typeof xOrOptions === 'object' ? (xOrOptions.top ?? y) : (top ?? y);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useRowWindow', () => {
  it('leaves the page where scroll restoration put it when React runs a new list’s effects twice (development)', () => {
    const page = (show: boolean) => (
      <StrictMode>
        <Restoring to={show ? 24_000 : 0}>{show && <List />}</Restoring>
      </StrictMode>
    );
    const { rerender } = render(page(false));
    // Back to the feed: the list mounts, and the restoration returns the page to where it was, in one commit.
    rerender(page(true));
    expect(window.scrollY).toBe(24_000);
  });
});
