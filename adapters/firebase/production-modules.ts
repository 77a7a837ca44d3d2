import { appCheckModule } from './app-check.module';
import { firebaseModule } from './firebase.module';
import { productionModule } from './firestore.module';

/**
 * Production: Firebase with App Check, Firestore documents (loaded on first use), stock photos. One module for
 * the composition root to import, so a start asks for one file, not one per container module.
 */
export const productionModules = [firebaseModule, appCheckModule, productionModule];
