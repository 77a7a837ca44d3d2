import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** A new value (the next location) puts the screen back, so the rest of the site stays usable. */
  resetKey: string;
  children: ReactNode;
}

/**
 * What a screen that cannot be drawn shows instead of a blank page: its code failed to download (a dropped
 * connection, or a deploy that replaced the chunk) or it threw while rendering. Reloading fetches the current
 * code; any other link works too.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to load or render', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="simple-page">
        <div className="state-box" role="alert">
          <h1>This page could not be shown</h1>
          <p>Something went wrong while loading it. Check your connection and try again.</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload page
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
