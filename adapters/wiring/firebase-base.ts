import { initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, type Functions } from 'firebase/functions';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { functionNames } from '../../src/contract/functions';
import { FirebaseCallables } from '../firebase/firebase-callables';
import { FirebaseTalkFeed } from '../firebase/firebase-talk-feed';
import { LazyAuth } from '../firebase/lazy-auth';
import type { PortTable } from './port-table';
import { APP_ID, CALLABLES_ID, CONFIG_ID, FUNCTIONS_ID, ID_TOKEN_ID, LAZY_AUTH_ID, type IdTokenSource } from '../tokens';

/** The callables only some screens use, in one file loaded on first use. */
export const screenCallables = () => import('../firebase/screen-callables');

/** What every mode builds its ports on: the Firebase app, its callables, and the Auth SDK loaded on demand. */
export const firebaseBase = new ContainerModule(({ bind }) => {
  bind<FirebaseApp>(APP_ID).toResolvedValue((config: AppConfig) => initializeApp(config.firebase), [CONFIG_ID]);
  bind<Functions>(FUNCTIONS_ID).toResolvedValue(
    (config: AppConfig, app: FirebaseApp) => getFunctions(app, config.region),
    [CONFIG_ID, APP_ID],
  );
  bind<FirebaseCallables>(CALLABLES_ID).toResolvedValue(
    (config: AppConfig, functions: Functions) =>
      new FirebaseCallables(functions, functionNames(config.functionNames), config.callTimeoutMs),
    [CONFIG_ID, FUNCTIONS_ID],
  );
  // No popupRedirectResolver: the SDK would set it up on every page load, fetching Google's api.js on phones and Safari.
  bind<LazyAuth>(LAZY_AUTH_ID).toResolvedValue(
    (app: FirebaseApp) =>
      new LazyAuth(
        () => import('../firebase/firebase-auth-sdk'),
        (sdk) => sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] }),
      ),
    [APP_ID],
  );
  // Nobody is signed in before the SDK has loaded; once it has, its first check tells who is.
  bind<IdTokenSource>(ID_TOKEN_ID).toResolvedValue(
    (lazy: LazyAuth) => async () => {
      const loaded = await lazy.ifStarted()?.catch(() => null);
      if (!loaded) return null;
      await loaded.auth.authStateReady();
      return loaded.auth.currentUser ? loaded.auth.currentUser.getIdToken() : null;
    },
    [LAZY_AUTH_ID],
  );
});

/** The ports every mode serves with the Firebase callables: the feed's at start, the screens' on first use. */
export const callablePorts = {
  talkFeed: { make: (get) => new FirebaseTalkFeed(get<FirebaseCallables>(CALLABLES_ID)) },
  companion: { onFirstUse: async (get) => new (await screenCallables()).FirebaseCompanion(get(CALLABLES_ID)) },
  aiChat: {
    onFirstUse: async (get) => new (await screenCallables()).FirebaseAiChat(get(CALLABLES_ID), get<AppConfig>(CONFIG_ID).aiStream),
  },
  emailSubscriptions: { onFirstUse: async (get) => new (await screenCallables()).FirebaseEmailSubscriptions(get(CALLABLES_ID)) },
} satisfies Partial<PortTable>;
