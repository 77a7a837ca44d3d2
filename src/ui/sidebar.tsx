import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { normaliseHandle } from '../domain/handle';
import type { AuthUser } from '../ports/auth.port';
import { PeopleNeedAppModal } from './app-download-modal';
import { Avatar } from './avatar';
import { BRAND } from './brand';
import { BREAKPOINTS, narrowerThan } from './breakpoints';
import { useService } from './services-context';
import { useSession } from './session';
import { useProfile } from './use-profile';
import { useDrawer } from './use-drawer';
import {
  ChatIcon,
  ConnectIcon,
  DashboardIcon,
  DiscussedIcon,
  FindIcon,
  LoginIcon,
  LogoutIcon,
  MeetIcon,
  NewIcon,
  TopIcon,
} from './nav-icons';
import { usePageMenu } from './use-page-menu';
import { readStored, writeStored } from './web-storage';
import { useOpenLogin } from './use-open-login';

/** Where the sidebar is a slide-in menu (styles.css). */
const MENU_WIDTH = narrowerThan(BREAKPOINTS.sidebar);
/** Where this browser keeps the sidebar collapsed to its rail, from one visit to the next. */
const COLLAPSED_KEY = 'tether:sidebar-collapsed';

/** Whether the sidebar was left collapsed; not when storage cannot be read (blocked, private mode). */
const wasCollapsed = () => readStored('local', COLLAPSED_KEY) === '1';

/** Keeps the choice for the next visit; a browser that cannot store it keeps it for this page only. */
const rememberCollapsed = (collapsed: boolean) => writeStored('local', COLLAPSED_KEY, collapsed ? '1' : null);

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType;
  end?: boolean;
}

const POSTS: NavItem[] = [
  { to: '/', label: 'Top', Icon: TopIcon, end: true },
  { to: '/new', label: 'New', Icon: NewIcon },
  { to: '/discussed', label: 'Discussed', Icon: DiscussedIcon },
];
const AI: NavItem[] = [
  { to: '/f8chat', label: `Chat with ${BRAND.companion}`, Icon: ChatIcon },
  { to: '/dashboard', label: 'Dashboard', Icon: DashboardIcon },
];
const PPL: NavItem[] = [
  { to: '/find-ppl', label: 'Find people', Icon: FindIcon },
  { to: '/meet-ppl', label: 'Meet people', Icon: MeetIcon },
  { to: '/connect-with', label: 'Connect with', Icon: ConnectIcon },
];

/** An entry's icon and label; on the collapsed rail the label is visually hidden but still names the entry. */
function Entry({ item: { Icon, label } }: { item: Pick<NavItem, 'Icon' | 'label'> }) {
  return (
    <>
      <Icon />
      <span className="nav-label">{label}</span>
    </>
  );
}

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

// The signed-in user's handle: the profile's, else one made from a name. The profile's name counts too: Firebase
// reports a new email account before its name is set, and does not report it again.
function useHandle(user: AuthUser | null): string {
  // A failed read leaves the derived handle.
  const { data: profile } = useProfile(user);
  if (!user) return 'guest';
  if (profile?.handle) return profile.handle;
  return normaliseHandle(user.displayName ?? profile?.displayName ?? user.email?.split('@')[0] ?? 'member') || 'member';
}

/** The app sidebar (SPEC 2): posts, ai and ppl sections, a user chip and login or logout. */
function SidebarContent({ collapsed, onNavigate, onPeople }: { collapsed: boolean; onNavigate: () => void; onPeople: () => void }) {
  const { user } = useSession();
  const auth = useService('auth');
  const openLogin = useOpenLogin();
  const handle = useHandle(user);
  return (
    <>
      {[
        { title: 'posts', items: POSTS },
        { title: 'ai', items: AI },
      ].map((section) => (
        <Section key={section.title} title={section.title}>
          {section.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onNavigate} title={collapsed ? item.label : undefined}>
                <Entry item={item} />
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
              title={collapsed ? item.label : undefined}
              onClick={(event) => {
                event.preventDefault();
                onPeople();
              }}
            >
              <Entry item={item} />
            </a>
          </li>
        ))}
      </Section>
      {/* A label on a plain div is not read out: the words themselves say whose handle this is. */}
      <div className="user-chip" title={collapsed ? `@${handle}` : undefined}>
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
          title={collapsed ? 'Logout' : undefined}
          onClick={() => {
            onNavigate();
            void auth.signOut();
          }}
        >
          <Entry item={{ Icon: LogoutIcon, label: 'Logout' }} />
        </button>
      ) : (
        <button
          type="button"
          className="sidebar-action"
          title={collapsed ? 'Login' : undefined}
          onClick={() => {
            onNavigate();
            openLogin();
          }}
        >
          <Entry item={{ Icon: LoginIcon, label: 'Login' }} />
        </button>
      )}
    </>
  );
}

/** The app screens' layout route: collapsible sidebar or slide-in menu, one instance so its state survives navigation. */
export function SidebarLayout() {
  // Read before the first render, so a sidebar left collapsed never draws open first and then shrinks.
  const [collapsed, setCollapsed] = useState(wasCollapsed);
  // Closed again by a new address (the phone's back button with the menu open), as following one of its links does.
  const [menuOpen, setMenuOpen] = usePageMenu();
  const [peopleOpen, setPeopleOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // The open menu keeps the keyboard (the rest of the page is inert) and closes when the window widens past a phone's.
  useDrawer(menuOpen, closeMenu, { drawer: nav, first: closeButton, opener: menuButton }, MENU_WIDTH);
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
        {/* The brand, then the buttons beside it (below it in the rail): the keyboard meets them as the eye does. */}
        <div className="sidebar-head">
          <Link to="/" className="sidebar-brand" onClick={closeMenu} title={collapsed ? BRAND.product : undefined}>
            {/* The rail has room for the initial alone; the name still names the link. */}
            <span className="brand-initial" aria-hidden="true">
              {BRAND.product.charAt(0)}
            </span>
            <span className="nav-label">{BRAND.product}</span>
          </Link>
          <button
            type="button"
            className="collapse-toggle"
            aria-expanded={!collapsed}
            aria-controls={navId}
            onClick={() => {
              setCollapsed(!collapsed);
              rememberCollapsed(!collapsed);
            }}
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
            <span className="visually-hidden">{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
          </button>
          <button ref={closeButton} type="button" className="close-menu" onClick={closeMenu}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <div className="sidebar-inner">
          <SidebarContent
            collapsed={collapsed}
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
