import type { FirebaseApp } from 'firebase/app';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import type { LazyAuth } from '../firebase/lazy-auth';
import { forgetOnSignOut, lazyFirestore, type FirestoreLoader } from '../firebase/lazy-firestore';
import { APP_ID, CALLABLES_ID, CONFIG_ID, FIRESTORE_ID, LAZY_AUTH_ID } from '../tokens';
import { screenCallables } from './firebase-base';
import type { Get, PortTable } from './port-table';

/**
 * Firestore, loaded on first use, on the emulator when the config names one. Signing out ends the client and deletes
 * what it keeps on the device, in every tab.
 */
export const firestore = new ContainerModule(({ bind, onActivation }) => {
  bind<FirestoreLoader>(FIRESTORE_ID).toResolvedValue(
    (config: AppConfig, app: FirebaseApp) => lazyFirestore(app, config.firestoreEmulator),
    [CONFIG_ID, APP_ID],
  );
  onActivation<LazyAuth>(LAZY_AUTH_ID, (context, lazyAuth) => {
    forgetOnSignOut(lazyAuth, context.get<FirestoreLoader>(FIRESTORE_ID));
    return lazyAuth;
  });
});

/** The document adapters' code; Firestore's and the screens' callables' downloads start beside it, not after. */
async function adapters(get: Get) {
  void get<FirestoreLoader>(FIRESTORE_ID)().catch(() => undefined);
  void screenCallables().catch(() => undefined);
  return { ...(await import('../firebase/firestore-documents')), db: get<FirestoreLoader>(FIRESTORE_ID) };
}

/** A signed-in person's documents in Firestore (firebase and emulators mode), each adapter loaded on first use. */
export const firestoreDocuments = {
  userProfiles: { onFirstUse: async (get: Get) => ((a) => new a.FirestoreUserProfiles(a.db))(await adapters(get)) },
  people: { onFirstUse: async (get: Get) => ((a) => new a.FirestorePeople(a.db))(await adapters(get)) },
  chatThreads: { onFirstUse: async (get: Get) => ((a) => new a.FirestoreChatThreads(a.db))(await adapters(get)) },
  dashboardChat: {
    onFirstUse: async (get: Get) => ((a) => new a.FirestoreDashboardChat(a.db, get<FirebaseCallables>(CALLABLES_ID)))(await adapters(get)),
  },
} satisfies Partial<PortTable>;
