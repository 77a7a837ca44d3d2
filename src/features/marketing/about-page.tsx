import { Link } from 'react-router-dom';
import { BRAND } from '../../ui/brand';
import { MarketingPage } from './marketing-page';

export function AboutPage() {
  return (
    <MarketingPage
      title={`About ${BRAND.product}`}
      lead={`${BRAND.product} helps you care for the relationships that matter most, with ${BRAND.companion}, an AI companion that remembers what you share and nudges you at the right moments.`}
    >
      <section>
        <h2>Why we built it</h2>
        <p>
          Most of us don’t lose touch with people on purpose. Life gets busy, a reply slips, a birthday passes, and a friendship quietly
          fades. We built {BRAND.product} so that keeping in touch takes a little less memory and a little more heart.
        </p>
      </section>
      <section>
        <h2>What you can do</h2>
        <ul className="feature-list">
          <li>
            <strong>Keep your people close.</strong> Save the people who matter and what you know about them: how they’re doing, what
            they’re going through, what they love.
          </li>
          <li>
            <strong>Talk it through with {BRAND.companion}.</strong> Ask for advice before a hard conversation, find words for an apology,
            or plan something thoughtful.
          </li>
          <li>
            <strong>Learn from the community.</strong> Read honest posts about friendship, family, dating and repair, and share your own in
            the app.
          </li>
        </ul>
      </section>
      <section>
        <h2>Our principles</h2>
        <p>
          Your relationships are private. We never sell personal data, and {BRAND.companion} is a helper, not a replacement for the people
          in your life or for professional care. Read our <Link to="/privacy">Privacy Policy</Link> for the details.
        </p>
      </section>
      <section>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas or press enquiries: <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>.
        </p>
      </section>
    </MarketingPage>
  );
}
