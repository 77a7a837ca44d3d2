import { ContainerModule } from 'inversify';
import type { Images } from '../../src/ports/images.port';
import { SERVICE_IDS } from '../../src/ports/services';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { FirebaseCompanion, type DashboardChatSource } from '../firebase/firebase-companion';
import { googlePopup, type GoogleSignIn } from '../firebase/firebase-auth';
import { CALLABLES_ID, GOOGLE_SIGN_IN_ID } from '../firebase/firebase.module';
import { unavailable } from '../unavailable';
import { StockPhotoImages } from './stock-photo-images';

/**
 * Production and emulators mode beside the Firebase adapters. Per-user documents live in Firestore; its
 * adapters land with the Firestore production-path issue, so until then those ports answer 'unimplemented'.
 */
export const firestoreModule = (images: Images, google: GoogleSignIn) =>
  new ContainerModule(({ bind }) => {
    bind(SERVICE_IDS.userProfiles).toConstantValue(unavailable('userProfiles'));
    bind(SERVICE_IDS.chatThreads).toConstantValue(unavailable('chatThreads'));
    bind(SERVICE_IDS.people).toConstantValue(unavailable('people'));
    bind(SERVICE_IDS.companion).toResolvedValue(
      (callables: FirebaseCallables) => new FirebaseCompanion(callables, unavailable<DashboardChatSource>('dashboard chat')),
      [CALLABLES_ID],
    );
    bind(SERVICE_IDS.images).toConstantValue(images);
    bind(GOOGLE_SIGN_IN_ID).toConstantValue(google);
  });

/** Production: Firestore documents, stock photos. */
export const productionModule = firestoreModule(new StockPhotoImages(), googlePopup);
