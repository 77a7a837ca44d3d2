import { emulatorsModule } from '../firebase/emulators.module';
import { firebaseModule } from '../firebase/firebase.module';
import { devkitModule } from './devkit.module';

/**
 * Devkit mode: the production Firebase adapters pointed at the local emulators, per-user documents through the
 * mock server's store API. One module for the composition root to import, so a start asks for one file.
 */
export const devkitModules = [firebaseModule, emulatorsModule, devkitModule];
