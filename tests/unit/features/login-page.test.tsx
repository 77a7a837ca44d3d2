// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { LoginPage } from '../../../src/features/login/login-page';
import { renderWithServices } from '../../support/render';

afterEach(cleanup);

describe('LoginPage', () => {
  it('gets sign-in ready as it shows, before any button is pressed', async () => {
    const auth = new InMemoryAuth();
    renderWithServices([{ path: '/login', element: <LoginPage /> }], { services: { auth }, initialEntries: ['/login'] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    // An effect of the first render: React may run it a moment after the heading is on screen.
    await waitFor(() => expect(auth.prepared).toBeGreaterThan(0));
    expect(auth.calls).toEqual([]);
  });
});
