import { InMemoryImages } from '../../adapters/in-memory/in-memory-images';
import { describeImagesContract } from './images.contract';

describeImagesContract('in-memory', () => new InMemoryImages());
