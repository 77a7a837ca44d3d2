import { Link } from 'react-router-dom';
import { BRAND } from '../../ui/brand';
import { MarketingPage } from './marketing-page';

const STEPS = [
  {
    title: 'Add the people who matter',
    text: 'Start with a handful: a partner, a parent, an old friend you miss. Add a note about what’s going on in their life.',
  },
  {
    title: `Tell ${BRAND.companion} what’s on your mind`,
    text: `Share how a conversation went or what you’re worried about. ${BRAND.companion} asks good questions, suggests next steps and remembers context for next time. Mention someone with @ to bring them into the conversation.`,
  },
  {
    title: 'Get gentle nudges',
    text: 'Each day your dashboard greets you with a few relationship tips and conversation starters picked for the people you care about.',
  },
  {
    title: 'Show up, and reflect',
    text: 'Check in, celebrate wins, repair after conflict. Over time you’ll see which relationships are thriving and which need a little attention.',
  },
];

export function HowItWorksPage() {
  return (
    <MarketingPage title="How It Works" lead={`${BRAND.product} turns good intentions into small, regular acts of care. Here’s how.`}>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <section>
        <h2>On the web and on your phone</h2>
        <p>
          On the web you can read the <Link to="/">community feed</Link>, chat with {BRAND.companion} and see your dashboard. Liking and
          replying to posts, and finding and meeting people, happen in the mobile app. <Link to="/download">Download it here</Link>.
        </p>
      </section>
    </MarketingPage>
  );
}
