import { downloadFailed, METHODS, onFirstUse, type MethodKinds } from '../../adapters/on-first-use';
import { AuthError, type Auth } from '../ports/auth.port';
import type { Services } from '../ports/services';
import type { TalkFeed } from '../ports/talk-feed.port';

const TALK_FEED: MethodKinds<TalkFeed> = { listMessages: 'answers', getMessage: 'answers' };

/**
 * The services for a screen drawn before they have started (src/main.tsx): each call waits for `started`, and fails as
 * a dropped connection if their code cannot be downloaded. `started` is not asked for here, so it loads when the start
 * chooses (after the first paint), not on a screen's first call.
 */
export function servicesLater(started: Promise<Services>): Services {
  let arrived: Services | null = null;
  started.then(
    (services) => void (arrived = services),
    () => undefined,
  );
  const port =
    <N extends keyof Services>(name: N) =>
    () =>
      started.then((services) => services[name]);
  return {
    auth: authLater(port('auth')),
    talkFeed: onFirstUse<TalkFeed>(port('talkFeed'), TALK_FEED),
    companion: onFirstUse<Services['companion']>(port('companion'), METHODS.companion),
    dashboardChat: onFirstUse<Services['dashboardChat']>(port('dashboardChat'), METHODS.dashboardChat),
    aiChat: onFirstUse<Services['aiChat']>(port('aiChat'), METHODS.aiChat),
    chatThreads: onFirstUse<Services['chatThreads']>(port('chatThreads'), METHODS.chatThreads),
    people: onFirstUse<Services['people']>(port('people'), METHODS.people),
    userProfiles: onFirstUse<Services['userProfiles']>(port('userProfiles'), METHODS.userProfiles),
    emailSubscriptions: onFirstUse<Services['emailSubscriptions']>(port('emailSubscriptions'), METHODS.emailSubscriptions),
    // An address is given at once: a screen that draws one waits for the services first (DRAWN_WITH_SERVICES, screens.ts).
    images: {
      avatar: (index) => {
        if (!arrived) throw new Error('An avatar was drawn before the services started: its screen belongs in DRAWN_WITH_SERVICES');
        return arrived.images.avatar(index);
      },
    },
  };
}

/**
 * Auth, for a screen drawn signed out before the services: the session follows the adapter once it is here (its first
 * report, signed out, is not news), and a sign-in action that cannot reach it fails as a network error (SPEC 8).
 */
function authLater(auth: () => Promise<Auth>): Auth {
  const loaded = () =>
    auth().catch((error: unknown) => {
      throw new AuthError('network-request-failed', downloadFailed(error).message);
    });
  return {
    subscribe(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      auth().then(
        (adapter) => {
          if (!stopped) stop = adapter.subscribe(listener);
        },
        // The page stays signed out, as the first check found it.
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    prepare: () =>
      void auth().then(
        (adapter) => adapter.prepare(),
        () => undefined,
      ),
    signInWithEmail: async (email, password) => (await loaded()).signInWithEmail(email, password),
    signUpWithEmail: async (email, password, displayName) => (await loaded()).signUpWithEmail(email, password, displayName),
    signInWithGoogle: async () => (await loaded()).signInWithGoogle(),
    sendPasswordReset: async (email) => (await loaded()).sendPasswordReset(email),
    signOut: async () => (await loaded()).signOut(),
  };
}
