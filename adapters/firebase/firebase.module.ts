import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, browserPopupRedirectResolver, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/app/config';
import { functionNames } from '../../src/contract/functions';
import { SERVICE_IDS } from '../../src/ports/services';
import { unavailable } from '../unavailable';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseCallables } from './firebase-callables';
import { FirebaseEmailSubscriptions } from './firebase-email-subscriptions';
import { FirebaseTalkFeed } from './firebase-talk-feed';

export const CONFIG_ID = Symbol.for('f8.AppConfig');
const APP_ID = Symbol.for('f8.FirebaseApp');
const FUNCTIONS_ID = Symbol.for('f8.Functions');
const CALLABLES_ID = Symbol.for('f8.Callables');

function emulatorHost(origin: string): { host: string; port: number } {
  const url = new URL(origin);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}

/**
 * Firebase adapters for every mode: in devkit and emulators mode the same production code is pointed at
 * the Auth emulator and the mock server's callables (DESIGN.md).
 */
export const firebaseModule = new ContainerModule(({ bind }) => {
  bind<FirebaseApp>(APP_ID).toResolvedValue((config: AppConfig) => initializeApp(config.firebase), [CONFIG_ID]);

  bind<Functions>(FUNCTIONS_ID).toResolvedValue(
    (config: AppConfig, app: FirebaseApp) => {
      const functions = getFunctions(app, config.region);
      if (config.emulatorOrigin) {
        const { host, port } = emulatorHost(config.emulatorOrigin);
        connectFunctionsEmulator(functions, host, port);
      }
      return functions;
    },
    [CONFIG_ID, APP_ID],
  );

  bind<FirebaseCallables>(CALLABLES_ID).toResolvedValue(
    (config: AppConfig, functions: Functions) => new FirebaseCallables(functions, functionNames(config.functionNames)),
    [CONFIG_ID, FUNCTIONS_ID],
  );

  bind(SERVICE_IDS.auth).toResolvedValue(
    (config: AppConfig, app: FirebaseApp) => {
      const auth = initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
        popupRedirectResolver: browserPopupRedirectResolver,
      });
      if (config.emulatorOrigin) connectAuthEmulator(auth, config.emulatorOrigin, { disableWarnings: true });
      return new FirebaseAuth(auth);
    },
    [CONFIG_ID, APP_ID],
  );

  bind(SERVICE_IDS.talkFeed).toResolvedValue((callables: FirebaseCallables) => new FirebaseTalkFeed(callables), [CALLABLES_ID]);
  bind(SERVICE_IDS.emailSubscriptions).toResolvedValue((callables: FirebaseCallables) => new FirebaseEmailSubscriptions(callables), [CALLABLES_ID]);

  // Adapters that land with later issues (accounts and dashboard, f8 chat, Firestore path).
  bind(SERVICE_IDS.companion).toConstantValue(unavailable('companion'));
  bind(SERVICE_IDS.aiChat).toConstantValue(unavailable('aiChat'));
  bind(SERVICE_IDS.chatThreads).toConstantValue(unavailable('chatThreads'));
  bind(SERVICE_IDS.people).toConstantValue(unavailable('people'));
  bind(SERVICE_IDS.userProfiles).toConstantValue(unavailable('userProfiles'));
});
