import { ContainerModule } from 'inversify';
import { SERVICE_IDS } from '../../src/ports/services';
import { DevkitImages } from './devkit-images';

/** What devkit mode serves differently from production: local images (and, as they land, the store API adapters). */
export const devkitModule = new ContainerModule(({ bind }) => {
  bind(SERVICE_IDS.images).toConstantValue(new DevkitImages());
});
