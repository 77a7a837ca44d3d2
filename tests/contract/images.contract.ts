import { describe, expect, it } from 'vitest';
import type { Images } from '../../src/ports/images.port';

/** SPEC 9: 20 avatar images. */
const AVATARS = 20;

export function describeImagesContract(name: string, setup: () => Images): void {
  describe(`Images contract: ${name}`, () => {
    const images = setup();
    const all = Array.from({ length: AVATARS }, (_, i) => images.avatar(i));

    it('gives 20 distinct avatar URLs for indexes 0 to 19', () => {
      expect(new Set(all).size).toBe(AVATARS);
      for (const url of all) expect(() => new URL(url, 'http://localhost')).not.toThrow();
    });

    it('gives the same URL for the same index every time', () => {
      expect(Array.from({ length: AVATARS }, (_, i) => images.avatar(i))).toEqual(all);
    });

    it('maps any other index onto one of the 20, wrapping past the end', () => {
      expect(images.avatar(20)).toBe(all[0]);
      expect(images.avatar(47)).toBe(all[7]);
      for (const index of [-1, -33, 1000, 2.7]) expect(all).toContain(images.avatar(index));
    });
  });
}
