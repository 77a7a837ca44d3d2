import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { normaliseHandle } from '../domain/handle';
import type { AuthUser } from '../ports/auth.port';
import { PeopleNeedAppModal } from './app-download-modal';
import { Avatar } from './avatar';
import { BRAND } from './brand';
import { useService } from './services-context';
import { useSession } from './session';
import { useProfile } from './use-profile';
import { useDrawer } from './use-drawer';
import { usePageMenu } from './use-page-menu';

/** Where the sidebar is a slide-in menu (styles.css). */
const PHONE_WIDTH = '(max-width: 767px)';

const POSTS = [
  { to: '/', label: 'Top', end: true },
  { to: '/new', label: 'New', end: false },
  { to: '/discussed', label: 'Discussed', end: false },
];
const AI = [
  { to: '/f8chat', label: `Chat with ${BRAND.companion}`, end: false },
  { to: '/dashboard', label: 'Dashboard', end: false },
];
const PPL = [
  { to: '/find-ppl', label: 'Find people' },
  { to: '/meet-ppl', label: 'Meet people' },
  { to: '/connect-with', label: 'Connect with' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sidebar-section" aria-labelledby={id}>
      <h2 id={id} className="sidebar-heading">
        {title}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

/** The signed-in user's handle: the stored profile's handle when it has one, else one made from the name. */
function useHandle(user: AuthUser | null): string {
  // A failed read leaves the derived handle.
  const { data: profile } = useProfile(user);
  if (!user) return 'guest';
  if (profile?.handle) return profile.handle;
  return normaliseHandle(user.displayName ?? user.email?.split('@')[0] ?? 'member') || 'member';
}

/** The app sidebar (SPEC 2): posts, ai and ppl sections, a user chip and login or logout. */
function SidebarContent({ onNavigate, onPeople }: { onNavigate: () => void; onPeople: () => void }) {
  const { user } = useSession();
  const auth = useService('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useHandle(user);
  return (
    <>
      <Link to="/" className="sidebar-brand" onClick={onNavigate}>
        {BRAND.product}
      </Link>
      {[
        { title: 'posts', items: POSTS },
        { title: 'ai', items: AI },
      ].map((section) => (
        <Section key={section.title} title={section.title}>
          {section.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </Section>
      ))}
      <Section title="ppl">
        {PPL.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              onClick={(event) => {
                event.preventDefault();
                onPeople();
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </Section>
      {/* A label on a plain div is not read out: the words themselves say whose handle this is. */}
      <div className="user-chip">
        <Avatar src={user?.photoURL ?? undefined} size={32} />
        {user && <span className="visually-hidden">Signed in as </span>}
        <span className="user-chip-handle" title={`@${handle}`}>
          @{handle}
        </span>
      </div>
      {user ? (
        <button
          type="button"
          className="sidebar-action"
          onClick={() => {
            onNavigate();
            void auth.signOut();
          }}
        >
          Logout
        </button>
      ) : (
        <button
          type="button"
          className="sidebar-action"
          onClick={() => {
            onNavigate();
            void navigate('/login', { state: { from: location.pathname + location.search } });
          }}
        >
          Login
        </button>
      )}
    </>
  );
}

/**
 * The layout route of the app screens (feeds, posts, user pages, discovery, the f8 chat): a collapsible sidebar
 * on desktop, a slide-in menu on mobile. One instance across those routes, so its state survives navigation.
 */
export function SidebarLayout() {
  const [collapsed, setCollapsed] = useState(false);
  // Closed again by a new address (the phone's back button with the menu open), as following one of its links does.
  const [menuOpen, setMenuOpen] = usePageMenu();
  const [peopleOpen, setPeopleOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // The open menu keeps the keyboard (the rest of the page is inert) and closes when the window widens past a phone's.
  useDrawer(menuOpen, closeMenu, { drawer: nav, first: closeButton, opener: menuButton }, PHONE_WIDTH);
  return (
    <div className={`app-frame${collapsed ? ' is-collapsed' : ''}${menuOpen ? ' menu-open' : ''}`}>
      <header className="mobile-bar">
        <button
          ref={menuButton}
          type="button"
          className="icon-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <Link to="/" className="mobile-brand">
          {BRAND.product}
        </Link>
      </header>
      {menuOpen && <div className="scrim" aria-hidden="true" data-drawer-scrim onClick={closeMenu} />}
      <nav ref={nav} id={navId} className="sidebar" aria-label="Main">
        <button
          type="button"
          className="collapse-toggle"
          aria-expanded={!collapsed}
          aria-controls={navId}
          onClick={() => setCollapsed((c) => !c)}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="visually-hidden">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
        <button ref={closeButton} type="button" className="close-menu" onClick={closeMenu}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <div className="sidebar-inner">
          <SidebarContent
            onNavigate={closeMenu}
            onPeople={() => {
              // The people modal replaces the menu; it does not open on top of it.
              closeMenu();
              setPeopleOpen(true);
            }}
          />
        </div>
      </nav>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <PeopleNeedAppModal open={peopleOpen} onClose={() => setPeopleOpen(false)} />
    </div>
  );
}
