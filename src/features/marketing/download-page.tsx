import { BRAND } from '../../ui/brand';
import { StoreLinks } from '../../ui/store-links';
import { MarketingPage } from './marketing-page';

export function DownloadPage() {
  return (
    <MarketingPage
      title={`Download ${BRAND.product}`}
      lead={`Get the full ${BRAND.product} experience on your phone: like and reply to posts, find people near you, and keep ${BRAND.companion} in your pocket.`}
    >
      <section className="download-panel">
        <h2>Get the app</h2>
        <StoreLinks />
      </section>
      <section>
        <h2>Requirements</h2>
        <ul>
          <li>iPhone with iOS {BRAND.minimumIos} or later</li>
          <li>Android phone with Android {BRAND.minimumAndroid} or later</li>
        </ul>
        <p>Use the same account on the web and in the app: your chats with {BRAND.companion} and your dashboard follow you.</p>
      </section>
    </MarketingPage>
  );
}
