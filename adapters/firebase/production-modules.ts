import { appCheckModule } from './app-check.module';
import { firebaseModule } from './firebase.module';
import { productionModule } from './firestore.module';

/** Production's modules in one file, so a start asks for one file rather than one per container module. */
export const productionModules = [firebaseModule, appCheckModule, productionModule];
