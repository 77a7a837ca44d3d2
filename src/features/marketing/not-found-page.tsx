import { Link } from 'react-router-dom';
import { BRAND } from '../../ui/brand';

/** Unknown routes. */
export function NotFoundPage() {
  return (
    <main id="main" className="simple-page">
      <title>{`Page not found — ${BRAND.product}`}</title>
      <h1>Page not found</h1>
      <p>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="button" to="/">
          Go to the community feed
        </Link>
      </p>
    </main>
  );
}
