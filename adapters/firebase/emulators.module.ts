import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { LAZY_AUTH_ID, CONFIG_ID, FUNCTIONS_ID } from '../tokens';
import type { LazyAuth } from './lazy-auth';

function emulatorOrigin(config: AppConfig): URL {
  if (!config.emulatorOrigin) throw new Error(`Mode "${config.mode}" needs the emulators' origin (VITE_EMULATOR_ORIGIN or the page's)`);
  return new URL(config.emulatorOrigin);
}

/** Offline modes: firebase.module's Auth and Functions, pointed at the emulators as they are created, before any call. */
export const emulatorsModule = new ContainerModule(({ onActivation }) => {
  onActivation<LazyAuth>(LAZY_AUTH_ID, (context, lazy) => {
    const origin = emulatorOrigin(context.get<AppConfig>(CONFIG_ID)).origin;
    return lazy.configure(async () => {
      const { connectAuthEmulator } = await import('./firebase-auth-emulator');
      return ({ auth }) => connectAuthEmulator(auth, origin, { disableWarnings: true });
    });
  });
  onActivation<Functions>(FUNCTIONS_ID, (context, functions) => {
    const config = context.get<AppConfig>(CONFIG_ID);
    const url = emulatorOrigin(config);
    if (url.protocol === 'https:') {
      // The SDK's emulator connection is always plain http (https only for Cloud Workstations' hosts), which a site
      // served over TLS (the bench's HTTP/2 front) does not answer: the same addresses, named as a custom domain.
      return getFunctions(functions.app, `${url.origin}/${config.firebase.projectId}/${config.region}`);
    }
    connectFunctionsEmulator(functions, url.hostname, Number(url.port || 80));
    return functions;
  });
});
