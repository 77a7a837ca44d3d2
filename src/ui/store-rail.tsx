import { StoreLinks } from './store-links';

/** The right rail of the profile pages: both store links. */
export function StoreRail() {
  return (
    <aside className="profile-rail" aria-label="Get the app">
      <h2>Get the app</h2>
      <StoreLinks />
    </aside>
  );
}
