import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import { CONFIG_ID } from '../../adapters/tokens';
import type { AppConfig } from '../config/app-config';

/** The one place that knows which adapter serves which port. Each mode's modules load on demand. */
async function modulesFor(config: AppConfig): Promise<{ modules: ContainerModule[]; configId: symbol }> {
  const { firebaseModule } = await import('../../adapters/firebase/firebase.module');
  let modeModule: ContainerModule;
  if (config.mode === 'firebase') {
    modeModule = (await import('../../adapters/firebase/firestore.module')).productionModule;
  } else if (config.mode === 'emulators') {
    // Firestore emulator for documents, but local images: the emulators mode stays offline too.
    const [{ firestoreModule }, { DevkitImages }, { devkitGoogleSignIn }] = await Promise.all([
      import('../../adapters/firebase/firestore.module'),
      import('../../adapters/devkit/devkit-images'),
      import('../../adapters/devkit/devkit-google-sign-in'),
    ]);
    modeModule = firestoreModule(new DevkitImages(), devkitGoogleSignIn(config.emulatorOrigin ?? window.location.origin));
  } else {
    modeModule = (await import('../../adapters/devkit/devkit.module')).devkitModule;
  }
  return { modules: [firebaseModule, modeModule], configId: CONFIG_ID };
}

export async function createServices(config: AppConfig): Promise<Services> {
  const container = new Container({ defaultScope: 'Singleton' });
  const { modules, configId } = await modulesFor(config);
  container.bind(configId).toConstantValue(config);
  container.load(...modules);
  const services = {} as Record<ServiceName, unknown>;
  for (const name of Object.keys(SERVICE_IDS) as ServiceName[]) services[name] = container.get(SERVICE_IDS[name]);
  return services as Services;
}
