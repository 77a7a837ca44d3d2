import { ContainerModule } from 'inversify';
import type { Images } from '../../src/ports/images.port';
import { SERVICE_IDS } from '../../src/ports/services';
import type { FirebaseCallables } from './firebase-callables';
import { FirebaseCompanion } from './firebase-companion';
import { googlePopup, type GoogleSignIn } from './firebase-auth';
import type { FirebaseApp } from 'firebase/app';
import type { AppConfig } from '../../src/config/app-config';
import { APP_ID, CALLABLES_ID, CONFIG_ID, GOOGLE_SIGN_IN_ID } from './firebase.module';
import { FirestoreDashboardChat } from './firestore-dashboard-chat';
import { FirestoreUserProfiles } from './firestore-user-profiles';
import { lazyFirestore } from './lazy-firestore';

type FirestoreLoader = ReturnType<typeof lazyFirestore>;
const FIRESTORE_ID = Symbol.for('f8.Firestore');
import { unavailable } from '../unavailable';
import { StockPhotoImages } from '../stock-photos/stock-photo-images';

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
    bind(SERVICE_IDS.chatThreads).toConstantValue(unavailable('chatThreads'));
    bind(SERVICE_IDS.people).toConstantValue(unavailable('people'));
    bind(SERVICE_IDS.companion).toResolvedValue(
      (callables: FirebaseCallables, firestore: FirestoreLoader) => new FirebaseCompanion(callables, new FirestoreDashboardChat(firestore)),
      [CALLABLES_ID, FIRESTORE_ID],
    );
    bind(SERVICE_IDS.images).toConstantValue(images);
    bind(GOOGLE_SIGN_IN_ID).toConstantValue(google);
  });

/** Production: Firestore documents, stock photos. */
export const productionModule = firestoreModule(new StockPhotoImages(), googlePopup);
