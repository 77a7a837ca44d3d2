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

/**
 * A link to a page of this site that navigates in the page, as React Router's `<Link>` does: a plain click is a
 * client-side navigation; a click with a modifier key, another button or a `target` is the browser's own (a new tab,
 * a download). Ours rather than the router's: its `<Link>` carries the framework mode's route prefetching and its
 * `<NavLink>` the data router's pending states, about 4 KiB brotli that every first visit downloaded before anything
 * was drawn (React Router's build is not tree-shaken below what a module references), none of which a site with a
 * declarative router and no route modules uses. eslint.config.js keeps the router's own out of src/.
 */
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

/**
 * Whether a link to `to` is the current page's, as React Router's `<NavLink>` decides it: the same path, or (without
 * `end`) a page below it, whole segments only; case-insensitive, as the routes match. `/` is active on `/` alone.
 */
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
