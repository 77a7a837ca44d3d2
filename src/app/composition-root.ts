import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import { CONFIG_ID } from '../../adapters/tokens';
import type { AppConfig } from '../config/app-config';

/** The wiring table of the build's mode (adapters/wiring/): Vite fixes the mode at build, so each build ships only its own. */
async function modulesFor(config: AppConfig): Promise<ContainerModule[]> {
  if (import.meta.env.VITE_F8_MODE === 'firebase') return (await import('../../adapters/wiring/firebase-mode')).firebaseModeModules;
  if (config.mode === 'firebase') throw new Error('Firebase mode needs a production build (VITE_F8_MODE=firebase when Vite builds)');
  if (import.meta.env.VITE_F8_MODE === 'emulators') return (await import('../../adapters/wiring/emulators-mode')).emulatorsModeModules;
  return (await import('../../adapters/wiring/devkit-mode')).devkitModeModules;
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
