import { ContainerModule } from 'inversify';
import { SERVICE_IDS } from '../../src/ports/services';
import { StockPhotoImages } from './stock-photo-images';

/** Production-only bindings beside the Firebase adapters. */
export const productionModule = new ContainerModule(({ bind }) => {
  bind(SERVICE_IDS.images).toConstantValue(new StockPhotoImages());
});
