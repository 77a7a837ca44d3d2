import { emulatorsModule } from '../firebase/emulators.module';
import { firebaseModule } from '../firebase/firebase.module';
import { devkitModule } from './devkit.module';

/** Devkit mode's modules in one file, so a start asks for one file; per-user documents go through the mock server's store API. */
export const devkitModules = [firebaseModule, emulatorsModule, devkitModule];
