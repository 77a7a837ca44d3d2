import type { FirebaseApp } from 'firebase/app';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import type { Images } from '../../src/ports/images.port';
import { SERVICE_IDS } from '../../src/ports/services';
import { StockPhotoImages } from '../stock-photos/stock-photo-images';
import { APP_ID, CALLABLES_ID, CONFIG_ID, FIRESTORE_ID, GOOGLE_SIGN_IN_ID } from '../tokens';
import { googlePopup, type GoogleSignIn } from './firebase-auth';
import type { FirebaseCallables } from './firebase-callables';
import { FirestoreChatThreads } from './firestore-chat-threads';
import { FirestoreDashboardChat } from './firestore-dashboard-chat';
import { FirestorePeople } from './firestore-people';
import { FirestoreUserProfiles } from './firestore-user-profiles';
import { lazyFirestore } from './lazy-firestore';

type FirestoreLoader = ReturnType<typeof lazyFirestore>;

/**
 * Production and emulators mode beside the Firebase adapters: per-user documents in Firestore (loaded on
 * first use): profiles, the dashboard chat, the f8 chat's threads and messages, and saved people.
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
    bind(SERVICE_IDS.chatThreads).toResolvedValue((firestore: FirestoreLoader) => new FirestoreChatThreads(firestore), [FIRESTORE_ID]);
    bind(SERVICE_IDS.people).toResolvedValue((firestore: FirestoreLoader) => new FirestorePeople(firestore), [FIRESTORE_ID]);
    bind(SERVICE_IDS.images).toConstantValue(images);
    bind(GOOGLE_SIGN_IN_ID).toConstantValue(google);
  });

/** Production: Firestore documents, stock photos. */
export const productionModule = firestoreModule(new StockPhotoImages(), googlePopup);
