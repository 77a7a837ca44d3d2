// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RowWindow from '../../../src/features/feed/use-row-window';
import type * as WindowVirtualizer from '../../../src/features/feed/use-window-virtualizer';
import { windowedItems } from '../../../src/features/feed/windowing';

// Each test has its own copy of the hooks' module: the library's core is loaded once per page, as in a browser.
let useRowWindow: typeof RowWindow.useRowWindow;
let loadVirtualCore: typeof WindowVirtualizer.loadVirtualCore;
beforeEach(async () => {
  vi.resetModules();
  ({ useRowWindow } = await import('../../../src/features/feed/use-row-window'));
  ({ loadVirtualCore } = await import('../../../src/features/feed/use-window-virtualizer'));
});

const KEYS = Array.from({ length: 150 }, (_, i) => `post-${i}`);

/** A windowed list as the feed draws one: the rows of the window between the paddings that stand in for the rest. */
function List() {
  const listRef = useRef<HTMLOListElement>(null);
  const { start, end, before, after, pinned, measure } = useRowWindow(KEYS, listRef);
  return (
    <ol ref={listRef} style={{ paddingTop: before, paddingBottom: after }}>
      {windowedItems(KEYS, start, end, pinned?.index).map(({ item: key, index }) => (
        <li key={key} data-index={index} ref={measure(key)} tabIndex={-1}>
          {key}
        </li>
      ))}
    </ol>
  );
}

/** jsdom lays nothing out: each row is as tall as a feed row on a phone. */
const ROW = 120;
const rowsOfPhoneHeight = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 400, height: ROW }));

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
  it('leaves the page where scroll restoration put it when React runs a new list’s effects twice (development)', async () => {
    // Back to a long feed: the library is loaded already, from the visit before.
    await loadVirtualCore();
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

  it('draws every row until the library has loaded after the first rows, then only those near the viewport', async () => {
    rowsOfPhoneHeight();
    render(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(KEYS.length);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeLessThan(KEYS.length), { timeout: 5_000 });
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('post-0');
    // The viewport's rows and a screen of them past its edge.
    expect(rows.length).toBeGreaterThan(Math.ceil(window.innerHeight / ROW));
  });

  it('leaves the page where the reader scrolled while the library loaded, and the focused row in the DOM', async () => {
    rowsOfPhoneHeight();
    render(<List />);
    window.scrollTo(0, 5_000);
    screen.getByText('post-120').focus();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeLessThan(KEYS.length), { timeout: 5_000 });
    // The rows were drawn at their heights all along: measuring them moves nothing.
    expect(window.scrollY).toBe(5_000);
    expect(screen.getByText('post-120')).toHaveFocus();
  });
});
