import { BRAND } from './brand';
import { AppleIcon, PlayIcon } from './icons';

/** Both app-store links; the web cannot like, reply or connect, so these are the way forward. */
export function StoreLinks({
  appleLabel = 'Download on the App Store',
  androidLabel = 'Get it on Google Play',
}: {
  appleLabel?: string;
  androidLabel?: string;
}) {
  return (
    <ul className="store-links">
      <li>
        <a className="store-link" href={BRAND.appStoreUrl} target="_blank" rel="noopener noreferrer">
          <AppleIcon />
          {appleLabel}
        </a>
      </li>
      <li>
        <a className="store-link" href={BRAND.playStoreUrl} target="_blank" rel="noopener noreferrer">
          <PlayIcon />
          {androidLabel}
        </a>
      </li>
    </ul>
  );
}
