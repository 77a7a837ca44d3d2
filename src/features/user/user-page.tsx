import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { normaliseHandle } from '../../domain/handle';
import { generateProfile } from '../../domain/simulated-profile';
import type { TalkMessage } from '../../domain/talk';
import { useService } from '../../ui/services-context';
import { SidebarLayout } from '../../ui/sidebar';
import { useDetectedLocation } from '../../ui/use-detected-location';
import { findAuthorPosts } from './find-author-posts';
import { HandleProfile } from './handle-profile';
import { SimulatedProfileView } from './simulated-profile-view';

/** SPEC 4: the profile shows after about 500 ms of 'Loading user profile...'. */
const PROFILE_DELAY_MS = 500;

type Reading = { kind: 'loading' } | { kind: 'handle'; posts: TalkMessage[] } | { kind: 'simulated' };

/**
 * /user/{userId}. How the route picks its reading (README "User pages"): a handle that authors posts among
 * the newest 500 of the feed gets the handle reading with those posts; any other id gets the simulated profile.
 */
export function UserPage() {
  const { userId = '' } = useParams();
  const feed = useService('talkFeed');
  const location = useDetectedLocation();
  const navigate = useNavigate();
  const [resolved, setResolved] = useState<{ userId: string; reading: Reading }>({ userId, reading: { kind: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    const handle = normaliseHandle(userId);
    const delay = new Promise((resolve) => setTimeout(resolve, PROFILE_DELAY_MS));
    const scan = findAuthorPosts(feed, handle, controller.signal).catch(() => [] as TalkMessage[]);
    void Promise.all([scan, delay]).then(([posts]) => {
      if (controller.signal.aborted) return;
      setResolved({ userId, reading: posts.length > 0 ? { kind: 'handle', posts } : { kind: 'simulated' } });
    });
    return () => controller.abort();
  }, [feed, userId]);

  // Regenerated when the id or the detected timezone changes (SPEC 4); the day keeps it stable across reloads.
  const profile = useMemo(() => generateProfile(userId, location, new Date()), [userId, location]);
  const reading = resolved.userId === userId ? resolved.reading : { kind: 'loading' as const };

  return (
    <SidebarLayout>
      <div className="user-page">
        {reading.kind === 'loading' ? (
          <p className="muted" aria-busy="true" role="status">
            Loading user profile...
          </p>
        ) : reading.kind === 'handle' ? (
          <HandleProfile handle={normaliseHandle(userId)} posts={reading.posts} location={location} />
        ) : profile ? (
          <SimulatedProfileView profile={profile} location={location} />
        ) : (
          <div className="state-box" role="alert">
            <p>User not found</p>
            <button type="button" className="button secondary" onClick={() => void navigate(-1)}>
              Go back
            </button>
          </div>
        )}
      </div>
    </SidebarLayout>
  );
}
