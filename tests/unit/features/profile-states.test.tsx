// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePosts } from '../../../src/features/user/profile-posts';
import { SimulatedProfileView } from '../../../src/features/user/simulated-profile-view';
import { detectLocation } from '../../../src/domain/location';
import { generateProfile } from '../../../src/domain/simulated-profile';
import { renderWithServices } from '../../support/render';

afterEach(cleanup);

describe('simulated profile states the generator does not produce', () => {
  it("shows 'No posts yet' for a profile without posts", () => {
    render(<ProfilePosts posts={[]} now={new Date()} />);
    expect(screen.getByText('No posts yet')).toBeVisible();
    expect(screen.getByText("This user hasn't shared anything yet")).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the empty About copy for a profile without a bio', async () => {
    const location = detectLocation('Europe/Paris', 'en-US');
    const profile = generateProfile('quiet-one', location, new Date('2026-11-20T12:00:00Z'));
    if (!profile) throw new Error('no profile');
    renderWithServices([
      { path: '/', element: <SimulatedProfileView profile={{ ...profile, bio: '', posts: [] }} photo={undefined} location={location} /> },
    ]);
    expect(await screen.findByRole('tab', { name: 'Posts (0)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'About' }));
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`${profile.userName} hasn't written an about section yet.`);
  });

  it("loads the profile's photo at once: it is the first screen's largest picture", async () => {
    const location = detectLocation('Europe/Paris', 'en-US');
    const profile = generateProfile('quiet-one', location, new Date('2026-11-20T12:00:00Z'));
    if (!profile) throw new Error('no profile');
    renderWithServices([{ path: '/', element: <SimulatedProfileView profile={profile} photo="/photo.svg" location={location} /> }]);
    const photo = await screen.findByRole('img', { name: `Photo of ${profile.userName}` });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('src', '/photo.svg');
  });
});
