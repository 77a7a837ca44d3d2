import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/domain/random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom('user-42');
    const b = seededRandom('user-42');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('stays within its bounds', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 10_000; i++) {
      const n = r.int(22, 41);
      expect(n).toBeGreaterThanOrEqual(22);
      expect(n).toBeLessThanOrEqual(41);
    }
  });

  it('refuses to pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow(RangeError);
  });
});
