import type { FirebaseApp } from 'firebase/app';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import type { Images } from '../../src/ports/images.port';
import { SERVICE_IDS } from '../../src/ports/services';
import { StockPhotoImages } from '../stock-photos/stock-photo-images';
import { APP_ID, CALLABLES_ID, CONFIG_ID, FIRESTORE_ID, GOOGLE_SIGN_IN_ID } from '../tokens';
import { unavailable } from '../unavailable';
import { googlePopup, type GoogleSignIn } from './firebase-auth';
import type { FirebaseCallables } from './firebase-callables';
import { FirestoreDashboardChat } from './firestore-dashboard-chat';
import { FirestoreUserProfiles } from './firestore-user-profiles';
import { lazyFirestore } from './lazy-firestore';

type FirestoreLoader = ReturnType<typeof lazyFirestore>;

/**
 * Production and emulators mode beside the Firebase adapters: per-user documents in Firestore (loaded on
 * first use). The f8 chat's threads and people land with the f8 chat issue and answer 'unimplemented' until then.
 */
export const firestoreModule = (images: Images, google: GoogleSignIn) =>
  new ContainerModule(({ bind }) => {
    bind(FIRESTORE_ID).toResolvedValue(
      (config: AppConfig, app: FirebaseApp) => lazyFirestore(app, config.firestoreEmulator),
      [CONFIG_ID, APP_ID],
    );
    bind(SERVICE_IDS.userProfiles).toResolvedValue((firestore: FirestoreLoader) => new FirestoreUserProfiles(firestore), [FIRESTORE_ID]);
    bind(SERVICE_IDS.dashboardChat).toResolvedValue(
      (firestore: FirestoreLoader, callables: FirebaseCallables) => new FirestoreDashboardChat(firestore, callables),
      [FIRESTORE_ID, CALLABLES_ID],
    );
    bind(SERVICE_IDS.chatThreads).toConstantValue(unavailable('chatThreads'));
    bind(SERVICE_IDS.people).toConstantValue(unavailable('people'));
    bind(SERVICE_IDS.images).toConstantValue(images);
    bind(GOOGLE_SIGN_IN_ID).toConstantValue(google);
  });

/** Production: Firestore documents, stock photos. */
export const productionModule = firestoreModule(new StockPhotoImages(), googlePopup);
