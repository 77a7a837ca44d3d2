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

  it('writes the profile of an email account that has none (its sign-up could not) at its next sign-in, and leaves one that exists', async () => {
    const auth = new InMemoryAuth([
      { email: 'nora@example.com', password: 'secret1', displayName: 'Nora Lost' },
      { email: 'kept@example.com', password: 'secret1', displayName: 'Kim Kept' },
    ]);
    const userProfiles = new InMemoryUserProfiles();
    const signIn = async (email: string) => {
      const { unmount } = renderWithServices(
        [
          { path: '/login', element: <LoginPage /> },
          { path: '/', element: <p>home</p> },
        ],
        { services: { auth, userProfiles }, initialEntries: ['/login'] },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('home')).toBeVisible();
      unmount();
      await auth.signOut();
    };
    await signIn('nora@example.com');
    const nora = (await auth.signInWithEmail('nora@example.com', 'secret1')).uid;
    await auth.signOut();
    await waitFor(() =>
      expect(userProfiles.docs.get(`users/${nora}`)).toMatchObject({ uid: nora, displayName: 'Nora Lost', firstName: 'Nora' }),
    );
    expect(userProfiles.docs.get(`users/${nora}/meta/firstLoad`)).toMatchObject({ platform: 'web' });

    const kim = (await auth.signInWithEmail('kept@example.com', 'secret1')).uid;
    await auth.signOut();
    const stored = {
      uid: kim,
      email: 'kept@example.com',
      displayName: 'Kim K',
      firstName: 'Kim',
      createdAt: '2025-01-01T00:00:00.000Z',
      language: 'en',
      timezone: null,
    };
    userProfiles.docs.set(`users/${kim}`, stored);
    userProfiles.calls.length = 0;
    await signIn('kept@example.com');
    await waitFor(() => expect(userProfiles.calls.map((c) => c.method)).toEqual(['get']));
    expect(userProfiles.docs.get(`users/${kim}`)).toEqual(stored);
  });

  it("moves the focus to the new form's first field on a switch between sign-in and sign-up, named for the form", async () => {
    renderWithServices([{ path: '/login', element: <LoginPage /> }], {
      services: { auth: new InMemoryAuth() },
      initialEntries: ['/login'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    fireEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Hide email sign-up' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Have an account? Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Hide email sign-in' })).toBeInTheDocument();
  });

  it('refuses an incomplete sign-up at its first empty field, in the order the form shows them', async () => {
    const auth = new InMemoryAuth();
    renderWithServices([{ path: '/login', element: <LoginPage /> }], { services: { auth }, initialEntries: ['/login'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    fireEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    const create = screen.getByRole('button', { name: 'Create account' });
    fireEvent.click(create);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Sam' } });
    fireEvent.click(create);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address.');
    expect(auth.calls).toEqual([]);
  });

  it('goes on from a sign-up once its profile, with the name given, is written, and keeps its form meanwhile', async () => {
    const auth = new InMemoryAuth();
    const userProfiles = new InMemoryUserProfiles();
    const create = userProfiles.create.bind(userProfiles);
    let release = () => undefined as void;
    userProfiles.create = (profile) => new Promise<void>((resolve) => (release = resolve)).then(() => create(profile));
    renderWithServices(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>home</p> },
      ],
      { services: { auth, userProfiles }, initialEntries: ['/login'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    fireEvent.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rosa Parks-Lee' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // The account exists and the session knows it; the page waits for the profile.
    await waitFor(() => expect(auth.calls.map((c) => c.action)).toContain('signUpWithEmail'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('home')).toBeNull();
    // The form its answer belongs to stays while the request runs.
    expect(screen.getByRole('button', { name: 'Have an account? Sign in' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Have an account? Sign in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide email sign-up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    release();
    expect(await screen.findByText('home')).toBeVisible();
    const [uid] = [...userProfiles.docs.keys()].filter((path) => !path.includes('/meta/'));
    expect(userProfiles.docs.get(uid ?? '')).toMatchObject({ displayName: 'Rosa Parks-Lee', firstName: 'Rosa' });
  });
});
