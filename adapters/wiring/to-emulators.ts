import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { devkitGoogleSignIn } from '../devkit/devkit-google-sign-in';
import { FirebaseAuth } from '../firebase/firebase-auth';
import type { LazyAuth } from '../firebase/lazy-auth';
import type { PortTable } from './port-table';
import { CONFIG_ID, FUNCTIONS_ID, LAZY_AUTH_ID } from '../tokens';

function emulatorOrigin(config: AppConfig): URL {
  if (!config.emulatorOrigin) throw new Error(`Mode "${config.mode}" needs the emulators' origin (VITE_EMULATOR_ORIGIN or the page's)`);
  return new URL(config.emulatorOrigin);
}

/** The offline modes: Auth and Functions pointed at the emulators as they are created, before any call. */
export const toEmulators = new ContainerModule(({ onActivation }) => {
  onActivation<LazyAuth>(LAZY_AUTH_ID, (context, lazy) => {
    const origin = emulatorOrigin(context.get<AppConfig>(CONFIG_ID)).origin;
    return lazy.configure(async () => {
      const { connectAuthEmulator } = await import('../firebase/firebase-auth-emulator');
      return ({ auth }) => connectAuthEmulator(auth, origin, { disableWarnings: true });
    });
  });
  onActivation<Functions>(FUNCTIONS_ID, (context, functions) => {
    const config = context.get<AppConfig>(CONFIG_ID);
    const url = emulatorOrigin(config);
    // The SDK's emulator connection is always plain http: a site served over TLS names the same address as a custom domain.
    if (url.protocol === 'https:') return getFunctions(functions.app, `${url.origin}/${config.firebase.projectId}/${config.region}`);
    connectFunctionsEmulator(functions, url.hostname, Number(url.port || 80));
    return functions;
  });
});

/** Auth in the offline modes: the production adapter, with the dev kit's account chooser for Google sign-in. */
export const offlineAuth = {
  make: (get) =>
    new FirebaseAuth(get<LazyAuth>(LAZY_AUTH_ID), devkitGoogleSignIn(get<AppConfig>(CONFIG_ID).emulatorOrigin ?? window.location.origin)),
} satisfies PortTable['auth'];
