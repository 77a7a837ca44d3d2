import { BRAND } from './brand';

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
          <svg className="store-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M16.4 12.7c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6Zm-2.2-7c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
          </svg>
          {appleLabel}
        </a>
      </li>
      <li>
        <a className="store-link" href={BRAND.playStoreUrl} target="_blank" rel="noopener noreferrer">
          <svg className="store-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 3.2v17.6c0 .6.7 1 1.2.7L21 12.9c.5-.3.5-1.1 0-1.4L6.2 2.5C5.7 2.2 5 2.6 5 3.2Z" />
          </svg>
          {androidLabel}
        </a>
      </li>
    </ul>
  );
}
