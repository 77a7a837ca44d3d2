import { Link } from 'react-router-dom';
import { BRAND } from '../../ui/brand';
import { MarketingPage } from './marketing-page';

/** Both policies are dated September 1, 2025 (SPEC 2). */
const EFFECTIVE = 'September 1, 2025';

/** The lead of both policies (MarketingPage puts it in its lead paragraph). */
function Effective() {
  return (
    <span className="effective">
      Effective date: <time dateTime="2025-09-01">{EFFECTIVE}</time>
    </span>
  );
}

export function PrivacyPage() {
  return (
    <MarketingPage title="Privacy Policy" lead={<Effective />}>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your email address, display name, first name, language, timezone and, if you sign in with Google,
            your profile photo.
          </li>
          <li>
            <strong>What you share with {BRAND.companion}:</strong> your chat messages, the people you save and the notes you keep about
            them.
          </li>
          <li>
            <strong>Community posts:</strong> what you post publicly in the community, with your handle and avatar.
          </li>
          <li>
            <strong>Technical data:</strong> device and app version, and security signals used to protect our services from abuse.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To run the service: to sign you in, to let {BRAND.companion} answer with context, to show your dashboard, to send the emails you
          chose to receive, and to keep the community safe. We use AI models to generate {BRAND.companion}’s replies; your conversations are
          not used to advertise to you.
        </p>
      </section>
      <section>
        <h2>What we never do</h2>
        <p>We do not sell your personal data, and we do not share your private chats or notes with other users.</p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>
            Unsubscribe from product emails at any time on our <Link to="/unsubscribe">email subscription page</Link>.
          </li>
          <li>Delete chat threads in the chat screen; delete your account in the app’s settings.</li>
          <li>Ask for a copy of your data, or for a correction, by writing to us.</li>
        </ul>
      </section>
      <section>
        <h2>Storage and security</h2>
        <p>
          Data is stored with our cloud provider in the European Union, encrypted in transit and at rest, and kept only as long as you keep
          your account.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Privacy questions: <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>.
        </p>
      </section>
    </MarketingPage>
  );
}

export function TermsPage() {
  return (
    <MarketingPage title="Terms of Service" lead={<Effective />}>
      <section>
        <h2>Using {BRAND.product}</h2>
        <p>
          You must be at least 16 years old to create an account. Keep your sign-in details safe; you are responsible for activity on your
          account.
        </p>
      </section>
      <section>
        <h2>{BRAND.companion} is an AI</h2>
        <p>
          {BRAND.companion} is helpful, but not always right. Its suggestions are not professional, medical, legal or crisis advice. If you
          or someone else is in danger, contact local emergency services.
        </p>
      </section>
      <section>
        <h2>Community rules</h2>
        <ul>
          <li>Be kind. No harassment, hate, threats or sharing other people’s private information.</li>
          <li>
            Post only what you have the right to share. You keep ownership of your posts and grant us a licence to display them in the
            service.
          </li>
          <li>We may remove content or suspend accounts that break these rules.</li>
        </ul>
      </section>
      <section>
        <h2>Simulated profiles</h2>
        <p>Some pages of the web site show simulated profiles for illustration. They do not depict actual persons or users.</p>
      </section>
      <section>
        <h2>Changes and termination</h2>
        <p>
          We may update these terms; we will tell you about important changes in advance. You can stop using the service and delete your
          account at any time.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>.
        </p>
      </section>
    </MarketingPage>
  );
}
