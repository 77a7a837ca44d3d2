import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import { CONFIG_ID } from '../../adapters/tokens';
import type { AppConfig } from '../config/app-config';

/** Which adapter serves which port. Vite fixes the mode at build, so production keeps only its branch, without emulator code. */
async function modulesFor(config: AppConfig): Promise<ContainerModule[]> {
  // One import per mode: each a round trip before the first render (the build's index.html preloads it,
  // vite.config.ts preloadStartModules, but on HTTP/1.1 every file also waits for one of six connections).
  if (import.meta.env.VITE_F8_MODE === 'firebase') return (await import('../../adapters/firebase/production-modules')).productionModules;
  if (config.mode === 'firebase') throw new Error('Firebase mode needs a production build (VITE_F8_MODE=firebase when Vite builds)');
  if (import.meta.env.VITE_F8_MODE === 'emulators')
    return (await import('../../adapters/devkit/emulators-mode-modules')).emulatorsModeModules(config);
  return (await import('../../adapters/devkit/devkit-modules')).devkitModules;
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
