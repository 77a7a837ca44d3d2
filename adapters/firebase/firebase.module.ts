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
import { LazyAuth } from './lazy-auth';
import { METHODS, onFirstUse } from '../on-first-use';

/** The callables only some screens use: loaded on first use, or beside the documents those screens read first. */
export const screenCallables = () => import('./screen-callables');

/** Firebase adapters for every mode; emulators and App Check are separate modules, so each ships only with its modes. */
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

  // No popupRedirectResolver here: the SDK would initialise it on every page load, fetching Google's api.js on phones
  // and Safari. The pop-up passes it itself (googlePopup); nothing uses redirects, which would need it at start.
  bind<LazyAuth>(LAZY_AUTH_ID).toResolvedValue(
    (app: FirebaseApp) =>
      new LazyAuth(
        () => import('./firebase-auth-sdk'),
        (sdk) => sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] }),
      ),
    [APP_ID],
  );
  bind(SERVICE_IDS.auth).toResolvedValue(
    (lazy: LazyAuth, google: GoogleSignIn) => new FirebaseAuth(lazy, google),
    [LAZY_AUTH_ID, GOOGLE_SIGN_IN_ID],
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
