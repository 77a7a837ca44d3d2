import { initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, type Functions } from 'firebase/functions';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { functionNames } from '../../src/contract/functions';
import { SERVICE_IDS } from '../../src/ports/services';
import type { IdTokenSource } from '../devkit/store-client';
import { APP_ID, LAZY_AUTH_ID, CALLABLES_ID, CONFIG_ID, FUNCTIONS_ID, GOOGLE_SIGN_IN_ID, ID_TOKEN_ID } from '../tokens';
import { FirebaseAuth, type GoogleSignIn } from './firebase-auth';
import { FirebaseCallables } from './firebase-callables';
import { FirebaseTalkFeed } from './firebase-talk-feed';
import { LazyAuth, persistedSession } from './lazy-auth';
import { METHODS, onFirstUse } from '../on-first-use';

/**
 * The callables' adapters that only some screens use: they load on first use (adapters/on-first-use.ts), or earlier,
 * when a signed-in person's documents load (the dashboard's and the f8 chat's calls come after a read of those).
 */
export const screenCallables = () => import('./screen-callables');

/**
 * Firebase adapters for every mode. Offline, the emulators module points the same instances at the Auth
 * emulator and the mock server's callables as they are created (DESIGN.md); in production the App Check
 * module activates App Check on the app. Neither is imported here, so each ships only with its own modes.
 */
export const firebaseModule = new ContainerModule(({ bind }) => {
  bind<FirebaseApp>(APP_ID).toResolvedValue((config: AppConfig) => initializeApp(config.firebase), [CONFIG_ID]);

  bind<Functions>(FUNCTIONS_ID).toResolvedValue(
    (config: AppConfig, app: FirebaseApp) => getFunctions(app, config.region),
    [CONFIG_ID, APP_ID],
  );

  bind<FirebaseCallables>(CALLABLES_ID).toResolvedValue(
    (config: AppConfig, functions: Functions) => new FirebaseCallables(functions, functionNames(config.functionNames)),
    [CONFIG_ID, FUNCTIONS_ID],
  );

  // The Auth SDK loads on demand (lazy-auth.ts): most first visits are signed out and need none of it to draw.
  // No popupRedirectResolver in initializeAuth: given one, the SDK initialises it on every page load, and on phones
  // and Safari that loads Google's apis.google.com/js/api.js before anyone asks for Google sign-in. The pop-up
  // passes it itself (googlePopup); nothing here uses redirects, whose results would need it at start.
  bind<LazyAuth>(LAZY_AUTH_ID).toResolvedValue(
    (app: FirebaseApp) =>
      new LazyAuth(
        () => import('./firebase-auth-sdk'),
        (sdk) => sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] }),
      ),
    [APP_ID],
  );
  bind(SERVICE_IDS.auth).toResolvedValue(
    (lazy: LazyAuth, google: GoogleSignIn, app: FirebaseApp) => new FirebaseAuth(lazy, google, () => persistedSession(app)),
    [LAZY_AUTH_ID, GOOGLE_SIGN_IN_ID, APP_ID],
  );
  // Nobody is signed in before the SDK has loaded; once it has, its first check tells who is.
  bind<IdTokenSource>(ID_TOKEN_ID).toResolvedValue(
    (lazy: LazyAuth) => async () => {
      const started = lazy.ifStarted();
      if (!started) return null;
      // An SDK that failed to load has signed nobody in: the call goes without a token.
      const loaded = await started.catch(() => null);
      if (!loaded) return null;
      await loaded.auth.authStateReady();
      return loaded.auth.currentUser ? loaded.auth.currentUser.getIdToken() : null;
    },
    [LAZY_AUTH_ID],
  );

  bind(SERVICE_IDS.talkFeed).toResolvedValue((callables: FirebaseCallables) => new FirebaseTalkFeed(callables), [CALLABLES_ID]);
  bind(SERVICE_IDS.companion).toResolvedValue(
    (callables: FirebaseCallables) => onFirstUse(async () => new (await screenCallables()).FirebaseCompanion(callables), METHODS.companion),
    [CALLABLES_ID],
  );
  bind(SERVICE_IDS.emailSubscriptions).toResolvedValue(
    (callables: FirebaseCallables) =>
      onFirstUse(async () => new (await screenCallables()).FirebaseEmailSubscriptions(callables), METHODS.emailSubscriptions),
    [CALLABLES_ID],
  );
  bind(SERVICE_IDS.aiChat).toResolvedValue(
    (callables: FirebaseCallables) => onFirstUse(async () => new (await screenCallables()).FirebaseAiChat(callables), METHODS.aiChat),
    [CALLABLES_ID],
  );
  // Per-user documents (userProfiles, people, chat threads, the dashboard chat) are bound by each mode's module.
});
