import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site: the link navigates in the page. */
  to: To;
  /** Replaces the current history entry instead of adding one (by default only when `to` is where the page is). */
  replace?: boolean;
  /** The history entry's state (useLocation().state on the page it opens). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-site link as React Router's `<Link>`; ours, as the router's ships code this app never uses (eslint.config.js bans it). */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'aria-current'> {
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
}

/** Whether `to` is the current page's, as `<NavLink>` decides: same path or (no `end`) below it by whole segments, any case. */
export function isActivePath(here: string, to: string, end = false): boolean {
  const current = here.toLowerCase();
  const target = to.toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return current.startsWith(base) && current.charAt(base.length) === '/';
}

/** A Link that says when it is the current page's: class `active` and `aria-current="page"`, as React Router's does. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(props.to).pathname, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
