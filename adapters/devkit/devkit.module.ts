import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { SERVICE_IDS } from '../../src/ports/services';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { screenCallables } from '../firebase/firebase.module';
import { CALLABLES_ID, CONFIG_ID, DEVKIT_DOCUMENTS_ID, GOOGLE_SIGN_IN_ID, ID_TOKEN_ID } from '../tokens';
import { loadOnce, METHODS, onFirstUse } from '../on-first-use';
import { devkitGoogleSignIn } from './devkit-google-sign-in';
import { DevkitImages } from './devkit-images';
import type * as DocumentsModule from './devkit-documents';
import type { IdTokenSource, StoreClient } from './store-client';

/** The adapters of a signed-in person's documents and their store API client, loaded together on first use. */
type DevkitDocuments = () => Promise<{ adapters: typeof DocumentsModule; client: StoreClient }>;

/** Devkit mode: per-user documents through the mock server's store API, local images. */
export const devkitModule = new ContainerModule(({ bind }) => {
  bind<DevkitDocuments>(DEVKIT_DOCUMENTS_ID).toResolvedValue(
    (config: AppConfig, idToken: IdTokenSource) =>
      loadOnce(async () => {
        // The screens' callables too, which the dashboard and the f8 chat call after reading these: side by side.
        void screenCallables().catch(() => undefined);
        const adapters = await import('./devkit-documents');
        return { adapters, client: new adapters.StoreClient(config.emulatorOrigin ?? window.location.origin, idToken) };
      }),
    [CONFIG_ID, ID_TOKEN_ID],
  );
  bind(SERVICE_IDS.userProfiles).toResolvedValue(
    (documents: DevkitDocuments) =>
      onFirstUse(() => documents().then(({ adapters, client }) => new adapters.DevkitUserProfiles(client)), METHODS.userProfiles),
    [DEVKIT_DOCUMENTS_ID],
  );
  bind(SERVICE_IDS.dashboardChat).toResolvedValue(
    (documents: DevkitDocuments, callables: FirebaseCallables) =>
      onFirstUse(
        () => documents().then(({ adapters, client }) => new adapters.DevkitDashboardChat(client, callables)),
        METHODS.dashboardChat,
      ),
    [DEVKIT_DOCUMENTS_ID, CALLABLES_ID],
  );
  bind(SERVICE_IDS.chatThreads).toResolvedValue(
    (documents: DevkitDocuments) =>
      onFirstUse(() => documents().then(({ adapters, client }) => new adapters.DevkitChatThreads(client)), METHODS.chatThreads),
    [DEVKIT_DOCUMENTS_ID],
  );
  bind(SERVICE_IDS.people).toResolvedValue(
    (documents: DevkitDocuments) =>
      onFirstUse(() => documents().then(({ adapters, client }) => new adapters.DevkitPeople(client)), METHODS.people),
    [DEVKIT_DOCUMENTS_ID],
  );
  bind(SERVICE_IDS.images).toConstantValue(new DevkitImages());
  bind(GOOGLE_SIGN_IN_ID).toResolvedValue(
    (config: AppConfig) => devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin),
    [CONFIG_ID],
  );
});
