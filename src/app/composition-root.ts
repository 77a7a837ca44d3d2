import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import { CONFIG_ID } from '../../adapters/tokens';
import type { AppConfig } from '../config/app-config';

/** The services, each port served by the adapter that `modules` (the build's mode, mode-modules.ts) bind to it. */
export async function createServices(config: AppConfig, modules: Promise<ContainerModule[]>): Promise<Services> {
  if (config.mode === 'firebase' && import.meta.env.VITE_F8_MODE !== 'firebase')
    throw new Error('Firebase mode needs a production build (VITE_F8_MODE=firebase when Vite builds)');
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CONFIG_ID).toConstantValue(config);
  container.load(...(await modules));
  const services = {} as Record<ServiceName, unknown>;
  for (const name of Object.keys(SERVICE_IDS) as ServiceName[]) services[name] = container.get(SERVICE_IDS[name]);
  return services as Services;
}
