import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../ports/services';
import type { AppConfig } from './config';

/** The one place that knows which adapter serves which port. Each mode's module loads on demand. */
async function moduleFor(): Promise<{ module: ContainerModule; configId: symbol }> {
  // All three modes share the Firebase adapters today; the devkit store adapters and the Firestore
  // adapters are bound here as their issues land.
  const { firebaseModule, CONFIG_ID } = await import('../../adapters/firebase/firebase.module');
  return { module: firebaseModule, configId: CONFIG_ID };
}

export async function createServices(config: AppConfig): Promise<Services> {
  const container = new Container({ defaultScope: 'Singleton' });
  const { module, configId } = await moduleFor();
  container.bind(configId).toConstantValue(config);
  container.load(module);
  const services = {} as Record<ServiceName, unknown>;
  for (const name of Object.keys(SERVICE_IDS) as ServiceName[]) services[name] = container.get(SERVICE_IDS[name]);
  return services as Services;
}
