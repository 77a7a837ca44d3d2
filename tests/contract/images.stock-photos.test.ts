import { describe, expect, it } from 'vitest';
import { StockPhotoImages } from '../../adapters/stock-photos/stock-photo-images';
import { describeImagesContract } from './images.contract';

// Production images: nothing is fetched here (the host is on the internet); the URLs are checked.
describeImagesContract('stock photos', () => new StockPhotoImages());

describe('StockPhotoImages', () => {
  it('points every avatar at the stock-photo host over https', () => {
    for (let i = 0; i < 20; i++) expect(new URL(new StockPhotoImages().avatar(i)).protocol).toBe('https:');
  });
});
