import { Link } from 'react-router-dom';
import { BRAND } from '../../ui/brand';
import { MarketingPage } from './marketing-page';

export function WhyPage() {
  return (
    <MarketingPage
      title={`Why ${BRAND.product}`}
      lead="Strong relationships are one of the best predictors of a long, happy life. They also take work."
    >
      <section>
        <h2>Because connection is worth protecting</h2>
        <p>
          Loneliness has become common even among people with full calendars. The fix is rarely dramatic: a message at the right time, a
          question that shows you remembered, an apology that lands. {BRAND.product} makes those small moves easier to notice and easier to
          make.
        </p>
      </section>
      <section>
        <h2>Because good advice should be at hand</h2>
        <p>
          {BRAND.companion} is there at 11pm before the difficult conversation, and the morning after. It is helpful, but not always right:
          it’s there to help you think, not to decide for you.
        </p>
      </section>
      <section>
        <h2>Because you’re not the only one</h2>
        <p>
          Thousands of people share what they’re working on in their relationships. <Link to="/">Read the community</Link> and you’ll find
          someone who has been exactly where you are.
        </p>
      </section>
    </MarketingPage>
  );
}
