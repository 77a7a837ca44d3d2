import { BRAND } from './brand';
import { AppleIcon, PlayIcon } from './icons';

type Store = 'apple' | 'google';

/** An app-store badge link; the lead has its own line over the store's name, so a narrow rail never breaks the name. */
export function StoreLink({ store, lead, name }: { store: Store; lead: string; name: string }) {
  return (
    <a className="store-link" href={store === 'apple' ? BRAND.appStoreUrl : BRAND.playStoreUrl} target="_blank" rel="noopener noreferrer">
      {store === 'apple' ? <AppleIcon /> : <PlayIcon />}
      <span className="store-link-words">
        <small>{lead}</small> {name}
      </span>
    </a>
  );
}

/** Both app-store links; the web cannot like, reply or connect, so these are the way forward. */
export function StoreLinks() {
  return (
    <ul className="store-links">
      <li>
        <StoreLink store="apple" lead="Download on the" name="App Store" />
      </li>
      <li>
        <StoreLink store="google" lead="Get it on" name="Google Play" />
      </li>
    </ul>
  );
}
