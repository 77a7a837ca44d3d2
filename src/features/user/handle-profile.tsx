import { Fragment, useState } from 'react';
import type { DetectedLocation } from '../../domain/location';
import { talkPath } from '../../domain/slug';
import { rowTags, type TalkMessage } from '../../domain/talk';
import { AppDownloadModal } from '../../ui/app-download-modal';
import { Avatar } from '../../ui/avatar';
import { BRAND } from '../../ui/brand';
import { StoreRail } from '../../ui/store-rail';
import { Tabs } from '../../ui/tabs';
import { useGoBack } from '../../ui/use-go-back';
import { useNow } from '../../ui/use-now';
import { ProfilePosts } from './profile-posts';

/** A timezone that breaks after its slashes on a narrow card (Europe/ Berlin), not inside a word. */
function Zone({ name }: { name: string }) {
  return name.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The handle reading of /user/{handle}: a community author and their posts, plus the browser's guess of where you are. */
export function HandleProfile({
  handle,
  posts,
  photo,
  location,
}: {
  handle: string;
  posts: TalkMessage[];
  /** The author's photo (the page chose it, and asked for it while loading). */
  photo: string | undefined;
  location: DetectedLocation;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  const now = useNow();
  const goBack = useGoBack();
  return (
    <div className="profile-layout">
      <title>{`@${handle} — ${BRAND.product}`}</title>
      <div className="profile-main">
        <button type="button" className="button secondary back-button" onClick={goBack}>
          ← Back
        </button>
        <section className="profile-card" aria-labelledby="profile-name">
          <div className="profile-cover" aria-hidden="true" />
          <div className="profile-photo">
            <Avatar src={photo} size={128} alt={`@${handle}`} eager />
          </div>
          <div className="profile-identity">
            <h1 id="profile-name">@{handle}</h1>
            <p className="muted">Community member</p>
          </div>
          <button type="button" className="button" onClick={() => setModalOpen(true)}>
            Get the App
          </button>
        </section>
        <section className="card guess-card" aria-label="Your location">
          <h2>You, right now</h2>
          <dl className="facts">
            <div>
              <dt>Timezone</dt>
              <dd>{location.timezone === null ? 'Unknown' : <Zone name={location.timezone} />}</dd>
            </div>
            <div>
              <dt>Language</dt>
              <dd>{location.locale}</dd>
            </div>
            <div>
              <dt>City</dt>
              <dd>{location.city}</dd>
            </div>
          </dl>
          <p className="muted">A guess from your browser, used to find people near you in the app. Nothing is sent anywhere.</p>
        </section>
        <Tabs
          label="Profile sections"
          active="posts"
          onChange={() => undefined}
          items={[
            {
              key: 'posts',
              label: `Posts (${posts.length})`,
              panel: (
                <ProfilePosts
                  now={now}
                  posts={posts.map((post) => ({ ...post, categories: rowTags(post.categories), href: talkPath(post) }))}
                />
              ),
            },
          ]}
        />
      </div>
      <StoreRail />
      <AppDownloadModal open={modalOpen} onClose={() => setModalOpen(false)} title="Get the App">
        <p>Following @{handle}, liking and replying need the mobile app.</p>
      </AppDownloadModal>
    </div>
  );
}
