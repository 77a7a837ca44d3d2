// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryUserProfiles } from '../../../adapters/in-memory/in-memory-user-profiles';
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

  it("merges an existing Google user's profile that the site cannot read, keeping what the app stored", async () => {
    const auth = new InMemoryAuth();
    // The account exists (made by the app); its profile lacks fields the site writes (language, timezone, names).
    const { user } = await auth.signInWithGoogle();
    await auth.signOut();
    const userProfiles = new InMemoryUserProfiles();
    const appWritten = { uid: user.uid, email: user.email, userHandle: '@gina_g', createdAt: '2025-03-01T10:00:00.000Z' };
    userProfiles.docs.set(`users/${user.uid}`, appWritten);
    await expect(userProfiles.get(user.uid)).rejects.toMatchObject({ code: 'data-loss' });
    renderWithServices(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>home</p> },
      ],
      { services: { auth, userProfiles }, initialEntries: ['/login'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('home')).toBeVisible();
    await waitFor(() => expect(userProfiles.calls.map((c) => c.method)).toContain('merge'));
    expect(userProfiles.calls.map((c) => c.method)).not.toContain('create');
    expect(userProfiles.docs.get(`users/${user.uid}`)).toEqual({ ...appWritten, photoURL: null });
  });
});
