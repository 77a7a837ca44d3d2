// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('shows a page that names the failure, with a way to reload and a way home, instead of a blank page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary resetKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the community feed' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps the error page of a navigation whose screen fails, until the next one', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <p>the first page</p>
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="b">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    rerender(
      <RouteErrorBoundary resetKey="b">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    logged.mockRestore();
  });

  it('draws the next screen again once the location changes', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    rerender(
      <RouteErrorBoundary resetKey="b">
        <p>the next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('the next page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  it('draws a part the page can do without as nothing when it fails, and tries it again at the next location', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (resetKey: string, header: ReactNode) => (
      <>
        <RouteErrorBoundary resetKey={resetKey} dispensable>
          {header}
        </RouteErrorBoundary>
        <main>the page</main>
      </>
    );
    const { rerender } = render(page('a', <Broken />));
    expect(screen.getByRole('main')).toHaveTextContent('the page');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalled();
    rerender(page('b', <header>the header</header>));
    expect(screen.getByRole('banner')).toHaveTextContent('the header');
    logged.mockRestore();
  });
});
