// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../../src/ui/require-auth';
import { SessionContext, type Session } from '../../../src/ui/session';

afterEach(cleanup);

function renderAt(session: Session) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <p>secret dashboard</p>
          </RequireAuth>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/about', '/dashboard'], initialIndex: 1 },
  );
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it("shows 'Loading...' while authentication loads", () => {
    const router = renderAt({ status: 'loading', user: null });
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(screen.queryByText('secret dashboard')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects a visitor to /login, replacing the entry and passing the way back', async () => {
    const router = renderAt({ status: 'ready', user: null });
    expect(await screen.findByText('login page')).toBeVisible();
    expect(screen.queryByText('secret dashboard')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard', over: false });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in user', () => {
    const router = renderAt({ status: 'ready', user: { uid: 'u', email: null, displayName: null, photoURL: null } });
    expect(screen.getByText('secret dashboard')).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
