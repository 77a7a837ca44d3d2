import type { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { emulatorsModule } from '../firebase/emulators.module';
import { firebaseModule } from '../firebase/firebase.module';
import { firestoreModule } from '../firebase/firestore.module';
import { devkitGoogleSignIn } from './devkit-google-sign-in';
import { DevkitImages } from './devkit-images';

/** Emulators mode: the production adapters on the local emulators, with local images so the mode stays offline. */
export function emulatorsModeModules(config: AppConfig): ContainerModule[] {
  const google = devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin);
  return [firebaseModule, emulatorsModule, firestoreModule(new DevkitImages(), google)];
}
