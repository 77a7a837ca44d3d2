import { BRAND } from './brand';
import { AppleIcon, PlayIcon } from './icons';

/** Both app-store links; the web cannot like, reply or connect, so these are the way forward. */
export function StoreLinks() {
  return (
    <ul className="store-links">
      <li>
        <a className="store-link" href={BRAND.appStoreUrl} target="_blank" rel="noopener noreferrer">
          <AppleIcon />
          Download on the App Store
        </a>
      </li>
      <li>
        <a className="store-link" href={BRAND.playStoreUrl} target="_blank" rel="noopener noreferrer">
          <PlayIcon />
          Get it on Google Play
        </a>
      </li>
    </ul>
  );
}
