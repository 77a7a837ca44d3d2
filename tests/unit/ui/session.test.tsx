// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth, AuthUser } from '../../../src/ports/auth.port';
import { createQueryClient } from '../../../src/ui/server-state';
import { ServicesProvider } from '../../../src/ui/services-context';
import { SessionProvider, useSession } from '../../../src/ui/session';
import { fakeServices } from '../../support/services';

afterEach(cleanup);

/** An Auth whose reports the test makes, each a new object, as the Firebase adapter makes them. */
function reportingAuth() {
  const listeners = new Set<(user: AuthUser | null) => void>();
  const auth = { subscribe: (listener: (user: AuthUser | null) => void) => (listeners.add(listener), () => listeners.delete(listener)) };
  return { auth: auth as unknown as Auth, report: (user: AuthUser | null) => listeners.forEach((l) => l(user && { ...user })) };
}

const ada: AuthUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

function renderSession(auth: Auth, initialUser?: AuthUser | null) {
  let renders = 0;
  function Who() {
    renders++;
    return <p>{useSession().user?.displayName ?? 'nobody'}</p>;
  }
  render(
    <ServicesProvider services={fakeServices({ auth })}>
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider initialUser={initialUser}>
          <Who />
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { renders: () => renders };
}

describe('SessionProvider', () => {
  it('draws at once with the user the start found, and again only when someone else is reported', () => {
    const { auth, report } = reportingAuth();
    const { renders } = renderSession(auth, ada);
    expect(screen.getByText('Ada')).toBeVisible();
    const drawn = renders();
    act(() => report(ada));
    expect(renders()).toBe(drawn);
    act(() => report({ ...ada, displayName: 'Ada L.' }));
    expect(screen.getByText('Ada L.')).toBeVisible();
    act(() => report(null));
    expect(screen.getByText('nobody')).toBeVisible();
  });

  it('draws nothing until the first report when the start made no check', () => {
    const { auth, report } = reportingAuth();
    renderSession(auth);
    expect(screen.queryByText(/Ada|nobody/)).toBeNull();
    act(() => report(ada));
    expect(screen.getByText('Ada')).toBeVisible();
  });
});
