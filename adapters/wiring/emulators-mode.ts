import type { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { devkitGoogleSignIn } from '../devkit/devkit-google-sign-in';
import { DevkitImages } from '../devkit/devkit-images';
import type { FirebaseCallables } from '../firebase/firebase-callables';
import { FirebaseAuth } from '../firebase/firebase-auth';
import { FirebaseTalkFeed } from '../firebase/firebase-talk-feed';
import type { LazyAuth } from '../firebase/lazy-auth';
import { CALLABLES_ID, CONFIG_ID, LAZY_AUTH_ID } from '../tokens';
import { firebaseBase, screenCallables } from './firebase-base';
import { firestore, firestoreDocuments } from './firestore-documents';
import { bindPorts } from './port-table';
import { toEmulators } from './to-emulators';

/**
 * Emulators mode (`npm start`): production's adapters on the Auth and Firestore emulators and the mock server's
 * callables; Google sign-in through the dev kit's chooser and local images, so nothing leaves the machine.
 */
export const emulatorsModeModules: ContainerModule[] = [
  firebaseBase,
  toEmulators,
  firestore,
  bindPorts({
    auth: {
      make: (get) =>
        new FirebaseAuth(
          get<LazyAuth>(LAZY_AUTH_ID),
          devkitGoogleSignIn(get<AppConfig>(CONFIG_ID).emulatorOrigin ?? window.location.origin),
        ),
    },
    talkFeed: { make: (get) => new FirebaseTalkFeed(get<FirebaseCallables>(CALLABLES_ID)) },
    companion: { onFirstUse: async (get) => new (await screenCallables()).FirebaseCompanion(get(CALLABLES_ID)) },
    aiChat: { onFirstUse: async (get) => new (await screenCallables()).FirebaseAiChat(get(CALLABLES_ID)) },
    emailSubscriptions: { onFirstUse: async (get) => new (await screenCallables()).FirebaseEmailSubscriptions(get(CALLABLES_ID)) },
    ...firestoreDocuments,
    images: { make: () => new DevkitImages() },
  }),
];
