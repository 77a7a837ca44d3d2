// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetScrollPositions, useScrollRestoration } from '../../../src/app/scroll-restoration';

const STORAGE_KEY = 'f8-scroll-positions';

function Page() {
  useScrollRestoration();
  return null;
}

function openPage(key: string, pathname = '/') {
  return render(
    <MemoryRouter initialEntries={[{ pathname, key }]}>
      <Page />
    </MemoryRouter>,
  );
}

/** How the browser opened this document, as its navigation timing entry says. */
function openedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) =>
    kind === 'navigation' ? [{ type } as PerformanceNavigationTiming] : [],
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetScrollPositions();
  sessionStorage.clear();
  window.history.replaceState(null, '');
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  pageHeight(3000);
});

/** How tall the page is as drawn (jsdom lays nothing out). */
function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
}
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useScrollRestoration', () => {
  it('opens a fresh visit at the top without reading the storage (its first access waits on the browser)', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 700 }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    openPage('default');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('returns a reloaded page, or one the browser came back to, to where it was scrolled', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ k1: 500, 'default /new': 900 }));
    openedBy('reload');
    // The router keeps its key in the history entry's state, which a reload keeps.
    openPage('k1');
    expect(scrollTo).toHaveBeenCalledWith(0, 500);

    cleanup();
    resetScrollPositions();
    openedBy('back_forward');
    // A document's first entry, which the router calls 'default', is known by its address.
    openPage('default', '/new');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('opens a reloaded page at its top when it was scrolled past what its first answers draw', () => {
    // Deep in a feed whose later pages a reload has not brought back: not the end of its first page either.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ k1: 16_000 }));
    openedBy('reload');
    openPage('k1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 16_000);
    // Kept at its top: back to this entry later, unscrolled, it is not sent to the old place.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ k1: 0 });
  });

  it('opens a page typed into the tab at its top, whatever an earlier page opened that way was scrolled to', () => {
    // The router names the first entry of every document 'default': /new's position must not open /privacy.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ 'default /new': 1500, 'default /privacy': 400 }));
    openedBy('navigate');
    openPage('default', '/privacy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Leaving unscrolled, it keeps its own place, the top, instead of the 400 an earlier visit left.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ 'default /new': 1500, 'default /privacy': 0 });
  });

  it("keeps the positions of the tab's earlier pages beside this page's when it leaves", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300, 'default /': 10 }));
    openPage('default');
    vi.stubGlobal('scrollY', 1200);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ earlier: 300, 'default /': 1200 });
  });
});
