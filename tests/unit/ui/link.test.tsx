// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from '../../../src/ui/link';

afterEach(cleanup);

/** Where the router is, and the state its entry carries, for the test to read. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('is an anchor to the path that navigates in the page with its state, and keeps its other attributes', () => {
    renderAt(
      '/',
      <Link to="/talk/abc?x=1" state={{ from: 'feed' }} className="row-link" title="Open">
        Open the post
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Open the post' });
    expect(link.getAttribute('href')).toBe('/talk/abc?x=1');
    expect(link.className).toBe('row-link');
    expect(link.title).toBe('Open');
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation was prevented
    expect(where()).toBe('/talk/abc?x=1 {"from":"feed"}');
  });

  it('runs its onClick first, and leaves the navigation out when that prevents the default', () => {
    const order: string[] = [];
    renderAt(
      '/',
      <>
        <Link to="/a" onClick={() => order.push('a')}>
          A
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(where()).toBe('/ null');
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(order).toEqual(['a']);
    expect(where()).toBe('/a null');
  });

  it('leaves a click with a modifier key, another button or a target to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
      </>,
    );
    // Whether each click reached the window with its default (the browser's navigation) left alone; then stopped
    // there, as jsdom cannot open a tab.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      const a = screen.getByRole('link', { name: 'A' });
      fireEvent.click(a, { ctrlKey: true });
      fireEvent.click(a, { metaKey: true });
      fireEvent.click(a, { shiftKey: true });
      fireEvent.click(a, { button: 1 });
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(where()).toBe('/ null');
  });

  it.each([
    [true, '/start null'],
    [false, '/ null'],
  ])('replaces the history entry when asked (replace %s: back goes to %s)', (replace, back) => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start', '/']} initialIndex={1}>
        <Link to="/a" replace={replace}>
          A
        </Link>
        <Back />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(where()).toBe('/a null');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe(back);
  });
});

describe('NavLink', () => {
  it('is active, with class active and aria-current="page", on its path and, without end, below it', () => {
    renderAt(
      '/talk/abc',
      <nav>
        <NavLink to="/" end className="entry">
          Top
        </NavLink>
        <NavLink to="/talk">Talk</NavLink>
        <NavLink to="/talk" end>
          Talk only
        </NavLink>
        <NavLink to="/ta">Prefix</NavLink>
      </nav>,
    );
    const top = screen.getByRole('link', { name: 'Top' });
    expect(top.className).toBe('entry');
    expect(top.hasAttribute('aria-current')).toBe(false);
    const talk = screen.getByRole('link', { name: 'Talk' });
    expect(talk.className).toBe('active');
    expect(talk.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Talk only' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Prefix' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Prefix' }).hasAttribute('class')).toBe(false);
  });

  it('follows the location as it changes', () => {
    renderAt(
      '/new',
      <nav>
        <NavLink to="/" end>
          Top
        </NavLink>
        <NavLink to="/new" end>
          New
        </NavLink>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    expect(screen.getByRole('link', { name: 'Top' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/talk/abc', '/talk', false, true],
    ['/talk/abc', '/talk/', false, true],
    ['/talk', '/talk', true, true],
    ['/talk/abc', '/talk', true, false],
    ['/talkative', '/talk', false, false],
    ['/Talk/ABC', '/talk', false, true],
    ['/new', '/', false, false],
    ['/', '/', false, true],
    ['/', '/', true, true],
  ])('%s with a link to %s (end %s): %s', (here, to, end, active) => {
    expect(isActivePath(here, to, end)).toBe(active);
  });
});
