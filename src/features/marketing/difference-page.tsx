import { BRAND } from '../../ui/brand';
import { MarketingPage } from './marketing-page';

const CONTRASTS = [
  {
    title: 'Built for the people you already love',
    text: `Most apps want you to meet someone new. ${BRAND.product} starts with the relationships you already have and helps them grow.`,
  },
  {
    title: 'A companion, not a feed to scroll',
    text: `${BRAND.companion} listens, remembers and suggests one thoughtful thing to do next, instead of keeping you busy.`,
  },
  {
    title: 'Honest community, kindly moderated',
    text: 'The community talks about real life: check-ins, wins, conflict and repair. No follower counts, no dunking.',
  },
  {
    title: 'Private by default',
    text: 'Your notes about people stay yours. We never sell personal data or show ads based on what you tell us.',
  },
];

export function DifferencePage() {
  return (
    <MarketingPage
      title={`The ${BRAND.product} Difference`}
      lead="What makes us different from social networks, dating apps and to-do lists."
    >
      <div className="card-grid">
        {CONTRASTS.map((item) => (
          <section key={item.title} className="info-card">
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </section>
        ))}
      </div>
    </MarketingPage>
  );
}
