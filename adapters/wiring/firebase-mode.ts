import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { FirebaseAuth, googlePopup } from '../firebase/firebase-auth';
import type { LazyAuth } from '../firebase/lazy-auth';
import { StockPhotoImages } from '../stock-photos/stock-photo-images';
import { APP_ID, CONFIG_ID, LAZY_AUTH_ID } from '../tokens';
import { callablePorts, firebaseBase } from './firebase-base';
import { firestore, firestoreDocuments } from './firestore-ports';
import { bindPorts } from './port-table';

/** Production: App Check, activated as the app is created, so every Firebase call carries its token from the first. */
const appCheck = new ContainerModule(({ onActivation }) => {
  onActivation<FirebaseApp>(APP_ID, (context, app) => {
    const siteKey = context.get<AppConfig>(CONFIG_ID).firebase.appCheckSiteKey;
    if (!siteKey) throw new Error('App Check needs its reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY)');
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
    return app;
  });
});

/** Firebase mode (production): Firebase Auth with Google's pop-up, Cloud Functions, Firestore, stock photos. */
export const firebaseModeModules = [
  firebaseBase,
  appCheck,
  firestore,
  bindPorts({
    auth: { make: (get) => new FirebaseAuth(get<LazyAuth>(LAZY_AUTH_ID), googlePopup) },
    ...callablePorts,
    ...firestoreDocuments,
    images: { make: () => new StockPhotoImages() },
  }),
];
