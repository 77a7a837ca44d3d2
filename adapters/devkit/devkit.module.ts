import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { SERVICE_IDS } from '../../src/ports/services';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { CALLABLES_ID, CONFIG_ID, GOOGLE_SIGN_IN_ID, ID_TOKEN_ID, STORE_CLIENT_ID } from '../tokens';
import { METHODS, onFirstUse } from '../on-first-use';
import { devkitGoogleSignIn } from './devkit-google-sign-in';
import { DevkitImages } from './devkit-images';
import { StoreClient, type IdTokenSource } from './store-client';

/** The adapters of a signed-in person's documents: they load on first use (adapters/on-first-use.ts). */
const documents = () => import('./devkit-documents');

/** Devkit mode: per-user documents through the mock server's store API, local images. */
export const devkitModule = new ContainerModule(({ bind }) => {
  bind<StoreClient>(STORE_CLIENT_ID).toResolvedValue(
    (config: AppConfig, idToken: IdTokenSource) => new StoreClient(config.emulatorOrigin ?? window.location.origin, idToken),
    [CONFIG_ID, ID_TOKEN_ID],
  );
  bind(SERVICE_IDS.userProfiles).toResolvedValue(
    (client: StoreClient) => onFirstUse(async () => new (await documents()).DevkitUserProfiles(client), METHODS.userProfiles),
    [STORE_CLIENT_ID],
  );
  bind(SERVICE_IDS.dashboardChat).toResolvedValue(
    (client: StoreClient, callables: FirebaseCallables) =>
      onFirstUse(async () => new (await documents()).DevkitDashboardChat(client, callables), METHODS.dashboardChat),
    [STORE_CLIENT_ID, CALLABLES_ID],
  );
  bind(SERVICE_IDS.chatThreads).toResolvedValue(
    (client: StoreClient) => onFirstUse(async () => new (await documents()).DevkitChatThreads(client), METHODS.chatThreads),
    [STORE_CLIENT_ID],
  );
  bind(SERVICE_IDS.people).toResolvedValue(
    (client: StoreClient) => onFirstUse(async () => new (await documents()).DevkitPeople(client), METHODS.people),
    [STORE_CLIENT_ID],
  );
  bind(SERVICE_IDS.images).toConstantValue(new DevkitImages());
  bind(GOOGLE_SIGN_IN_ID).toResolvedValue(
    (config: AppConfig) => devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin),
    [CONFIG_ID],
  );
});
