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

function openPage(key: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/', key }]}>
      <Page />
    </MemoryRouter>,
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetScrollPositions();
  sessionStorage.clear();
  window.history.replaceState(null, '');
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
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

  it('returns a reloaded page to where it was scrolled', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ k1: 500 }));
    // The router keeps its key in the history entry's state, which a reload keeps.
    window.history.replaceState({ key: 'k1', idx: 0, usr: null }, '');
    openPage('k1');
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
  });

  it("keeps the positions of the tab's earlier pages beside this page's when it leaves", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ earlier: 300, default: 10 }));
    openPage('default');
    vi.stubGlobal('scrollY', 1200);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ earlier: 300, default: 1200 });
  });
});
