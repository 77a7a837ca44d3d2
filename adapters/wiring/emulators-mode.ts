import type { ContainerModule } from 'inversify';
import { DevkitImages } from '../devkit/devkit-images';
import { callablePorts, firebaseBase } from './firebase-base';
import { firestore, firestoreDocuments } from './firestore-ports';
import { bindPorts } from './port-table';
import { offlineAuth, toEmulators } from './to-emulators';

/**
 * Emulators mode (`npm start`): production's adapters on the Auth and Firestore emulators and the mock server's
 * callables; Google sign-in through the dev kit's chooser and local images, so nothing leaves the machine.
 */
export const emulatorsModeModules: ContainerModule[] = [
  firebaseBase,
  toEmulators,
  firestore,
  bindPorts({
    auth: offlineAuth,
    ...callablePorts,
    ...firestoreDocuments,
    images: { make: () => new DevkitImages() },
  }),
];
