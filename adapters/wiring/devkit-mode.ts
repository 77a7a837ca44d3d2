import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { DevkitImages } from '../devkit/devkit-images';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import type * as DocumentAdapters from '../devkit/devkit-documents';
import type { StoreClient } from '../devkit/store-client';
import { loadOnce } from '../on-first-use';
import { CALLABLES_ID, CONFIG_ID, DEVKIT_DOCUMENTS_ID, ID_TOKEN_ID, type IdTokenSource } from '../tokens';
import { callablePorts, firebaseBase, screenCallables } from './firebase-base';
import { bindPorts, type Get } from './port-table';
import { offlineAuth, toEmulators } from './to-emulators';

/** The document adapters' code and the store API client they share, loaded together on first use. */
const storeApi = new ContainerModule(({ bind }) => {
  bind(DEVKIT_DOCUMENTS_ID).toResolvedValue(
    (config: AppConfig, idToken: IdTokenSource) =>
      loadOnce(async () => {
        // The screens' callables too, which the dashboard and the f8 chat call after reading these: side by side.
        void screenCallables().catch(() => undefined);
        const adapters = await import('../devkit/devkit-documents');
        return { adapters, client: new adapters.StoreClient(config.emulatorOrigin ?? window.location.origin, idToken) };
      }),
    [CONFIG_ID, ID_TOKEN_ID],
  );
});

type Documents = () => Promise<{ adapters: typeof DocumentAdapters; client: StoreClient }>;
const documents = (get: Get) => get<Documents>(DEVKIT_DOCUMENTS_ID)();

/**
 * Devkit mode (`npm start -- --devkit`): the Auth emulator and the mock server's callables, as in emulators mode, but a
 * signed-in person's documents in the mock server's store API instead of Firestore.
 */
export const devkitModeModules: ContainerModule[] = [
  firebaseBase,
  toEmulators,
  storeApi,
  bindPorts({
    auth: offlineAuth,
    ...callablePorts,
    userProfiles: { onFirstUse: async (get) => ((d) => new d.adapters.DevkitUserProfiles(d.client))(await documents(get)) },
    people: { onFirstUse: async (get) => ((d) => new d.adapters.DevkitPeople(d.client))(await documents(get)) },
    chatThreads: { onFirstUse: async (get) => ((d) => new d.adapters.DevkitChatThreads(d.client))(await documents(get)) },
    dashboardChat: {
      onFirstUse: async (get) =>
        ((d) => new d.adapters.DevkitDashboardChat(d.client, get<FirebaseCallables>(CALLABLES_ID)))(await documents(get)),
    },
    images: { make: () => new DevkitImages() },
  }),
];
