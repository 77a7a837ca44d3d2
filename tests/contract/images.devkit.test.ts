import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevkitImages } from '../../adapters/devkit/devkit-images';
import { startMockServer } from '../../mock-server/main';
import { describeImagesContract } from './images.contract';

describeImagesContract('devkit', () => new DevkitImages());

// Devkit avatars must load offline: the mock server (on the site's origin) serves every one of them.
describe('DevkitImages against the mock server', () => {
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  beforeAll(async () => {
    mock = await startMockServer(0);
  });
  afterAll(() => mock.close());

  it('serves each of the 20 avatar URLs as an SVG image from loopback', async () => {
    const images = new DevkitImages();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(new URL(images.avatar(i), mock.url));
      expect(res.status, images.avatar(i)).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});
