import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { preload } from 'react-dom';
import { useLocation, useParams } from 'react-router-dom';
import { authorHandle, authorHintOf, normaliseHandle } from '../../domain/handle';
import { generateProfile } from '../../domain/simulated-profile';
import { avatarOf, type TalkMessage } from '../../domain/talk';
import { BRAND } from '../../ui/brand';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { useDetectedLocation } from '../../ui/use-detected-location';
import { useGoBack } from '../../ui/use-go-back';
import { HandleProfile } from './handle-profile';
import { readNewestPosts } from './newest-posts';
import { SimulatedProfileView } from './simulated-profile-view';
import './user.css';

/** SPEC 4: the profile shows after about 500 ms of 'Loading user profile...'. */
const PROFILE_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The photo a reading shows: the author's own from their posts, or else the simulated profile's. */
const photoOf = (posts: TalkMessage[], simulatedPhoto: string | undefined): string | undefined =>
  posts.length > 0 ? posts.map(avatarOf).find(Boolean) : simulatedPhoto;

/** `found`, with those of `known` it lacks, newest first. */
function withPosts(found: TalkMessage[], known: TalkMessage[]): TalkMessage[] {
  const ids = new Set(found.map((post) => post.id));
  const more = known.filter((post) => !ids.has(post.id));
  if (more.length === 0) return found;
  return [...found, ...more].sort((a, b) => (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0));
}

const preloadPhoto = (url: string | undefined) => {
  if (url) preload(url, { as: 'image' });
};

/**
 * /user/{userId} (docs/decisions.md): a handle with posts among the newest AUTHOR_SCAN_POSTS, or opened from an author's
 * link, gets the handle reading; any other id gets the simulated profile.
 */
export function UserPage() {
  const { userId = '' } = useParams();
  const state: unknown = useLocation().state;
  const feed = useService('talkFeed');
  const images = useService('images');
  const queryClient = useQueryClient();
  const location = useDetectedLocation();
  const goBack = useGoBack();
  const handle = normaliseHandle(userId);
  // Come by an author's link: theirs is the handle reading, whatever the look below finds.
  const hint = authorHintOf(state, handle);
  // Regenerated when the id or the detected timezone changes (SPEC 4), and only then: the same person on every reload.
  const profile = useMemo(() => generateProfile(userId, location, new Date()), [userId, location]);
  const simulatedPhoto = profile ? images.avatar(profile.avatarIndex) : undefined;
  // The photo of the reading `found` gives: a linked author's own (from their posts, else from the link).
  const readingPhoto = (found: TalkMessage[]) =>
    hint ? (photoOf(found, undefined) ?? hint.photo ?? undefined) : photoOf(found, simulatedPhoto);
  // The author look runs alongside the spec's loading time, and the reading's photo is preloaded as soon as the look
  // settles, so it is there when the loading time ends instead of starting to load then.
  const scan = useQuery({
    queryKey: queryKeys.authorPosts(handle),
    queryFn: async () => {
      const mine = queryClient
        .fetchQuery({
          queryKey: queryKeys.newestPosts(),
          queryFn: ({ signal }) => readNewestPosts(feed, signal),
          staleTime: STALE.newestPosts,
        })
        .then((newest) => newest.filter((message) => authorHandle(message) === handle));
      // A failed look reads as the simulated profile (below), or the linked author, so it is that photo then.
      void mine.catch(() => []).then((found) => preloadPhoto(readingPhoto(found)));
      const [read] = await Promise.allSettled([mine, delay(PROFILE_DELAY_MS)]);
      if (read.status === 'rejected') throw read.reason;
      return read.value;
    },
    staleTime: STALE.authorPosts,
  });
  // A failed scan is not an error of this page (and is not cached): the id then reads as a simulated profile, or as
  // the author the link named, with the posts it stood by.
  const found: TalkMessage[] | undefined = scan.data ?? (scan.isError ? [] : undefined);
  const posts = found && hint ? withPosts(found, hint.posts) : found;
  const author = posts !== undefined && (posts.length > 0 || hint !== null);

  // Each reading names itself in the tab title, as the loading and not-found states here do.
  return (
    <div className="user-page">
      {posts === undefined ? (
        <>
          <title>{`Loading user profile... — ${BRAND.product}`}</title>
          <p className="muted user-loading" role="status">
            Loading user profile...
          </p>
        </>
      ) : author ? (
        <HandleProfile handle={handle} posts={posts} photo={readingPhoto(posts)} location={location} />
      ) : profile ? (
        <SimulatedProfileView profile={profile} photo={photoOf(posts, simulatedPhoto)} location={location} />
      ) : (
        <div className="state-box" role="alert">
          <title>{`User not found — ${BRAND.product}`}</title>
          <h1>User not found</h1>
          <button type="button" className="button secondary" onClick={goBack}>
            Go back
          </button>
        </div>
      )}
    </div>
  );
}
