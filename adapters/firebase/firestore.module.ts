import type { FirebaseApp } from 'firebase/app';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import type { Images } from '../../src/ports/images.port';
import { SERVICE_IDS } from '../../src/ports/services';
import { StockPhotoImages } from '../stock-photos/stock-photo-images';
import { APP_ID, CALLABLES_ID, CONFIG_ID, FIRESTORE_ID, GOOGLE_SIGN_IN_ID } from '../tokens';
import { googlePopup, type GoogleSignIn } from './firebase-auth';
import { screenCallables } from './firebase.module';
import type { FirebaseCallables } from './firebase-callables';
import { METHODS, onFirstUse } from '../on-first-use';
import { lazyFirestore } from './lazy-firestore';

type FirestoreLoader = ReturnType<typeof lazyFirestore>;

/** A signed-in person's document adapters; starts Firestore's and the screens' callables' downloads beside them, not after. */
const documents = (firestore: FirestoreLoader) => {
  void firestore().catch(() => undefined);
  void screenCallables().catch(() => undefined);
  return import('./firestore-documents');
};

/** Production and emulators mode beside the Firebase adapters: per-user documents in Firestore, loaded on first use. */
export const firestoreModule = (images: Images, google: GoogleSignIn) =>
  new ContainerModule(({ bind }) => {
    bind(FIRESTORE_ID).toResolvedValue(
      (config: AppConfig, app: FirebaseApp) => lazyFirestore(app, config.firestoreEmulator),
      [CONFIG_ID, APP_ID],
    );
    bind(SERVICE_IDS.userProfiles).toResolvedValue(
      (firestore: FirestoreLoader) =>
        onFirstUse(async () => new (await documents(firestore)).FirestoreUserProfiles(firestore), METHODS.userProfiles),
      [FIRESTORE_ID],
    );
    bind(SERVICE_IDS.dashboardChat).toResolvedValue(
      (firestore: FirestoreLoader, callables: FirebaseCallables) =>
        onFirstUse(async () => new (await documents(firestore)).FirestoreDashboardChat(firestore, callables), METHODS.dashboardChat),
      [FIRESTORE_ID, CALLABLES_ID],
    );
    bind(SERVICE_IDS.chatThreads).toResolvedValue(
      (firestore: FirestoreLoader) =>
        onFirstUse(async () => new (await documents(firestore)).FirestoreChatThreads(firestore), METHODS.chatThreads),
      [FIRESTORE_ID],
    );
    bind(SERVICE_IDS.people).toResolvedValue(
      (firestore: FirestoreLoader) => onFirstUse(async () => new (await documents(firestore)).FirestorePeople(firestore), METHODS.people),
      [FIRESTORE_ID],
    );
    bind(SERVICE_IDS.images).toConstantValue(images);
    bind(GOOGLE_SIGN_IN_ID).toConstantValue(google);
  });

/** Production: Firestore documents, stock photos. */
export const productionModule = firestoreModule(new StockPhotoImages(), googlePopup);
