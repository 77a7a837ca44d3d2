import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BRAND } from '../ui/brand';
import { CANNOT_SHOW, retryFailedScreens } from './screens';

interface RouteErrorBoundaryProps {
  /** A new value (the next location) puts the screen back, so the rest of the site stays usable. */
  resetKey: string;
  /** A part the page can do without (the marketing header): if it fails, the page shows without it, not the error page. */
  dispensable?: boolean;
  children: ReactNode;
}

/** What a screen that failed to download or threw shows instead of a blank page; a reload fetches the current code. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  /** A new location puts the screen back: the error stays with the location it happened at. */
  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to load or render', error, info.componentStack);
    // The next visit of a screen whose code failed to download asks for it again.
    retryFailedScreens();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.dispensable) return null;
    return (
      <main id="main" className="simple-page">
        <title>{`${CANNOT_SHOW.heading} — ${BRAND.product}`}</title>
        <div className="state-box feed-error" role="alert">
          <h1>{CANNOT_SHOW.heading}</h1>
          <p>{CANNOT_SHOW.body}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {CANNOT_SHOW.reload}
            </button>
            <a className="button secondary" href="/">
              Go to the community feed
            </a>
          </div>
        </div>
      </main>
    );
  }
}
