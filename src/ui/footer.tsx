import { Link } from 'react-router-dom';
import { BRAND, DIFFERENCE_PATH, WHY_PATH } from './brand';

/** The shared footer (SPEC 2): site links, social links and the copyright line. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/how-it-works">How It Works</Link>
          </li>
          <li>
            <Link to={DIFFERENCE_PATH}>The Difference</Link>
          </li>
          <li>
            <Link to={WHY_PATH}>Why {BRAND.product}</Link>
          </li>
          <li>
            <Link to="/download">Download</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
        </ul>
      </nav>
      <ul className="social-links" aria-label="Social media">
        {BRAND.social.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="copyright">
        © {new Date().getFullYear()} {BRAND.copyrightHolder}. All rights reserved.
      </p>
    </footer>
  );
}
