/** Layout breakpoints in CSS px; stylesheets use only `(width < N)` and `(width >= N)` with these N (media-ranges.test.ts). */
export const BREAKPOINTS = {
  /** A small phone: section heads stack, cards lose some padding. */
  smallPhone: 480,
  /** A phone: one column everywhere, compact heads and fields. */
  phone: 600,
  /** The sidebar is a slide-in menu below it, a collapsible column from it (SPEC 2). */
  sidebar: 768,
  /** The marketing header's items fit on one line from it; below it they are behind its menu button. */
  marketingNav: 860,
  /** The dashboard's chat and its tips side by side from it. */
  dashboardColumns: 900,
  /** Side rails (the f8 chat's history, the profile's) beside the content from it; below it a drawer or below. */
  rails: 1024,
} as const;

/** The media query for a viewport narrower than `width`, as the stylesheets write it. */
export function narrowerThan(width: (typeof BREAKPOINTS)[keyof typeof BREAKPOINTS]): string {
  return `(width < ${width}px)`;
}
