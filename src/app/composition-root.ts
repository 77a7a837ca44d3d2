import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import { CONFIG_ID } from '../../adapters/tokens';
import type { AppConfig } from '../config/app-config';

/** Production: Firebase with App Check, Firestore documents (loaded on first use), stock photos. */
async function productionModules(): Promise<ContainerModule[]> {
  const [{ firebaseModule }, { productionModule }, { appCheckModule }] = await Promise.all([
    import('../../adapters/firebase/firebase.module'),
    import('../../adapters/firebase/firestore.module'),
    import('../../adapters/firebase/app-check.module'),
  ]);
  return [firebaseModule, appCheckModule, productionModule];
}

/** Devkit and emulators mode: the production Firebase adapters pointed at the local emulators. */
async function offlineModules(config: AppConfig): Promise<ContainerModule[]> {
  // Every module is asked for at once: one round trip for all of them, not one per level of imports.
  const [{ firebaseModule }, { emulatorsModule }, modeModule] = await Promise.all([
    import('../../adapters/firebase/firebase.module'),
    import('../../adapters/firebase/emulators.module'),
    // The build-time mode, as in modulesFor: the build then holds one branch, so each offline build's index.html
    // can preload exactly the modules it starts with (vite.config.ts, preloadStartModules).
    import.meta.env.VITE_F8_MODE === 'emulators'
      ? emulatorsModeModule(config)
      : import('../../adapters/devkit/devkit.module').then((m) => m.devkitModule),
  ]);
  return [firebaseModule, emulatorsModule, modeModule];
}

/** Emulators mode: the Firestore emulator for documents, but local images, so the mode stays offline too. */
async function emulatorsModeModule(config: AppConfig): Promise<ContainerModule> {
  const [{ firestoreModule }, { DevkitImages }, { devkitGoogleSignIn }] = await Promise.all([
    import('../../adapters/firebase/firestore.module'),
    import('../../adapters/devkit/devkit-images'),
    import('../../adapters/devkit/devkit-google-sign-in'),
  ]);
  return firestoreModule(new DevkitImages(), devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin));
}

/**
 * The one place that knows which adapter serves which port. Each mode's modules load on demand. The mode is
 * fixed when Vite builds (readConfig reads the same VITE_F8_MODE), and Vite replaces the constant below, so
 * a production build keeps only its own branch: no emulator connection or dev kit code ships in it.
 */
function modulesFor(config: AppConfig): Promise<ContainerModule[]> {
  if (import.meta.env.VITE_F8_MODE === 'firebase') return productionModules();
  if (config.mode === 'firebase') throw new Error('Firebase mode needs a production build (VITE_F8_MODE=firebase when Vite builds)');
  return offlineModules(config);
}

export async function createServices(config: AppConfig): Promise<Services> {
  const container = new Container({ defaultScope: 'Singleton' });
  const modules = await modulesFor(config);
  container.bind(CONFIG_ID).toConstantValue(config);
  container.load(...modules);
  const services = {} as Record<ServiceName, unknown>;
  for (const name of Object.keys(SERVICE_IDS) as ServiceName[]) services[name] = container.get(SERVICE_IDS[name]);
  return services as Services;
}
