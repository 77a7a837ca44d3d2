import { useState } from 'react';
import type { DetectedLocation } from '../../domain/location';
import { profileRelativeTime } from '../../domain/relative-time';
import type { SimulatedProfile } from '../../domain/simulated-profile';
import { AppDownloadModal } from '../../ui/app-download-modal';
import { Avatar } from '../../ui/avatar';
import { BRAND } from '../../ui/brand';
import { SimulatedDisclaimer } from '../../ui/disclaimer';
import { PinIcon } from '../../ui/icons';
import { StoreRail } from '../../ui/store-rail';
import { TagList } from '../../ui/talk-meta';
import { Tabs } from '../../ui/tabs';
import { useNow } from '../../ui/use-now';
import { useGoBack } from '../../ui/use-go-back';
import { ProfilePosts } from './profile-posts';

type Tab = 'posts' | 'about';

/** The simulated profile reading of /user/{userId} (SPEC 2). */
export function SimulatedProfileView({
  profile,
  photo,
  location,
}: {
  profile: SimulatedProfile;
  /** The profile's photo (the page chose it, and asked for it while loading). */
  photo: string | undefined;
  location: DetectedLocation;
}) {
  const goBack = useGoBack();
  const now = useNow();
  const [tab, setTab] = useState<Tab>('posts');
  const [modalOpen, setModalOpen] = useState(false);
  const name = profile.userName;
  const nearYou = location.timezone !== null && profile.location.includes(location.city);
  const joined = profile.joinedDate.toLocaleDateString(location.locale, { month: 'short', year: 'numeric' });
  const memberSince = profile.joinedDate.toLocaleDateString(location.locale, { month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <div className="profile-layout">
      <title>{`${name} (${profile.tetherHandle}) — ${BRAND.product}`}</title>
      <div className="profile-main">
        <button type="button" className="button secondary back-button" onClick={goBack}>
          ← Back
        </button>
        <section className="profile-card" aria-labelledby="profile-name">
          <div className="profile-cover" aria-hidden="true" />
          <div className="profile-photo">
            <Avatar src={photo} size={128} alt={`Photo of ${name}`} eager />
            {profile.isOnline && <span className="online-dot" role="img" aria-label="Online now" />}
          </div>
          <div className="profile-identity">
            <h1 id="profile-name">{name}</h1>
            <p className="profile-handle">{profile.tetherHandle}</p>
            <p className="profile-location">
              <span className="profile-place">
                <PinIcon />
                {profile.location}
              </span>
              {profile.isLocationVerified && <span className="badge verified">Verified</span>}
              {nearYou && <span className="badge near">Near you · {location.timezone}</span>}
            </p>
            <p className="profile-bio">{profile.bio}</p>
          </div>
        </section>
        <section className="card details-card" aria-labelledby="details-heading">
          <h2 id="details-heading" className="visually-hidden">
            Details
          </h2>
          <dl className="facts">
            <div>
              <dt>Age</dt>
              <dd>{profile.age}</dd>
            </div>
            <div>
              <dt>Occupation</dt>
              <dd>{profile.occupation}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{joined}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{profile.isOnline ? 'Online' : `Last seen ${profileRelativeTime(profile.lastSeen, now, location.locale)}`}</dd>
            </div>
          </dl>
          <h3 className="interests-heading">Interests</h3>
          <TagList tags={profile.interests} label="Interests" />
        </section>
        <Tabs<Tab>
          label="Profile sections"
          active={tab}
          onChange={setTab}
          items={[
            { key: 'posts', label: `Posts (${profile.posts.length})`, panel: <ProfilePosts posts={profile.posts} now={now} /> },
            {
              key: 'about',
              label: 'About',
              panel: (
                <div className="card about-panel">
                  <h3>About {name}</h3>
                  <p>{profile.bio.trim() ? profile.bio : `${name} hasn't written an about section yet.`}</p>
                  <dl className="facts">
                    <div>
                      <dt>Member since</dt>
                      <dd>{memberSince}</dd>
                    </div>
                    <div>
                      <dt>Posts shared</dt>
                      <dd>{profile.posts.length}</dd>
                    </div>
                  </dl>
                </div>
              ),
            },
          ]}
        />
        <section className="connect-banner" aria-labelledby="connect-heading">
          <h2 id="connect-heading">Ready to Connect?</h2>
          <p>Say hello to {name} and find more people near you in the app.</p>
          <button type="button" className="button" onClick={() => setModalOpen(true)}>
            Get the App
          </button>
        </section>
        <SimulatedDisclaimer />
      </div>
      <StoreRail />
      <AppDownloadModal open={modalOpen} onClose={() => setModalOpen(false)} title="Get the App">
        <p>Connecting with {name} and meeting people near you needs the mobile app.</p>
      </AppDownloadModal>
    </div>
  );
}
