import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BRAND, DIFFERENCE_PATH, WHY_PATH } from './brand';
import { useService } from './services-context';
import { useSession } from './session';
import { usePageMenu } from './use-page-menu';
import { useOpenLogin } from './use-open-login';

/** SPEC 9: the header changes style once the page is scrolled more than 50 px. */
const SCROLL_STYLE_AFTER = 50;

const ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: DIFFERENCE_PATH, label: 'The Difference' },
  { to: WHY_PATH, label: `Why ${BRAND.product}` },
  { to: '/download', label: 'Download' },
];

/** The shared marketing header (SPEC 2): site links, then Dashboard and Logout or Login. */
export function MarketingHeader() {
  const { user } = useSession();
  const auth = useService('auth');
  const openLogin = useOpenLogin();
  const [scrolled, setScrolled] = useState(false);
  // The mobile menu is open on the page where it was opened; navigating closes it.
  const [open, setOpen] = usePageMenu();
  const menuId = useId();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The open menu overlays the page: Escape closes it (the focus goes back to its button), as does a tap outside it,
  // or the focus moving past it (Tab from its last item), which it would otherwise cover.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (header.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    // A click, not the first touch: a finger that starts to scroll the page leaves the menu open.
    const onClick = (event: MouseEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, setOpen]);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_STYLE_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header ref={header} className={`marketing-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <Link to="/" className="marketing-brand">
        {BRAND.product}
      </Link>
      <button
        ref={toggle}
        type="button"
        className="icon-button header-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {/* Worded as the app's own menu button is ('☰ Menu', sidebar.tsx); its name says which menu. */}
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> <span className="visually-hidden">Site </span>Menu
      </button>
      <nav id={menuId} aria-label="Site" className={`marketing-nav${open ? ' is-open' : ''}`}>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </li>
          ))}
          {user ? (
            <>
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
              <li>
                <button type="button" className="nav-button" onClick={() => void auth.signOut()}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <li>
              <button type="button" className="nav-button primary" onClick={openLogin}>
                Login
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
