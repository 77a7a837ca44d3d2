import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { SERVICE_IDS } from '../../src/ports/services';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { CALLABLES_ID, CONFIG_ID, GOOGLE_SIGN_IN_ID, ID_TOKEN_ID, STORE_CLIENT_ID } from '../tokens';
import { DevkitChatThreads } from './devkit-chat-threads';
import { DevkitDashboardChat } from './devkit-dashboard-chat';
import { devkitGoogleSignIn } from './devkit-google-sign-in';
import { DevkitImages } from './devkit-images';
import { DevkitPeople } from './devkit-people';
import { DevkitUserProfiles } from './devkit-user-profiles';
import { StoreClient, type IdTokenSource } from './store-client';

/** Devkit mode: per-user documents through the mock server's store API, local images. */
export const devkitModule = new ContainerModule(({ bind }) => {
  bind<StoreClient>(STORE_CLIENT_ID).toResolvedValue(
    (config: AppConfig, idToken: IdTokenSource) => new StoreClient(config.emulatorOrigin ?? window.location.origin, idToken),
    [CONFIG_ID, ID_TOKEN_ID],
  );
  bind(SERVICE_IDS.userProfiles).toResolvedValue((client: StoreClient) => new DevkitUserProfiles(client), [STORE_CLIENT_ID]);
  bind(SERVICE_IDS.dashboardChat).toResolvedValue(
    (client: StoreClient, callables: FirebaseCallables) => new DevkitDashboardChat(client, callables),
    [STORE_CLIENT_ID, CALLABLES_ID],
  );
  bind(SERVICE_IDS.chatThreads).toResolvedValue((client: StoreClient) => new DevkitChatThreads(client), [STORE_CLIENT_ID]);
  bind(SERVICE_IDS.people).toResolvedValue((client: StoreClient) => new DevkitPeople(client), [STORE_CLIENT_ID]);
  bind(SERVICE_IDS.images).toConstantValue(new DevkitImages());
  bind(GOOGLE_SIGN_IN_ID).toResolvedValue(
    (config: AppConfig) => devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin),
    [CONFIG_ID],
  );
});
