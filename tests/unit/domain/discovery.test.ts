import { describe, expect, it } from 'vitest';
import { discoveryPool, pickDiscoveryPeople, shuffle } from '../../../src/domain/discovery';
import { detectLocation, FALLBACK_DISTRICTS } from '../../../src/domain/location';
import { seededRandom } from '../../../src/domain/random';
import { nearbyDistricts } from '../../../src/domain/simulated-profile';

describe('discovery people', () => {
  it('draws from a fixed pool of 30 distinct people', () => {
    const pool = discoveryPool();
    expect(pool).toHaveLength(30);
    expect(new Set(pool.map((p) => p.id)).size).toBe(30);
    expect(discoveryPool()).toEqual(pool);
  });

  it('shows three sections of three: detected city, a nearby district, detected city again', () => {
    const location = detectLocation('Europe/London', 'en-GB');
    const [area, city, matched] = pickDiscoveryPeople(location, seededRandom(1).next);
    expect([area.length, city.length, matched.length]).toEqual([3, 3, 3]);
    expect(area.every((p) => p.city === 'London')).toBe(true);
    expect(city.every((p) => nearbyDistricts('London').includes(p.city))).toBe(true);
    expect(matched.every((p) => p.city === 'London')).toBe(true);
    expect(new Set([...area, ...city, ...matched].map((p) => p.id)).size).toBe(9);
  });

  it('uses the fallback districts for a city it does not know', () => {
    const [, district] = pickDiscoveryPeople(detectLocation('Pacific/Kiritimati', 'en'), seededRandom(2).next);
    expect(district.every((p) => (FALLBACK_DISTRICTS as readonly string[]).includes(p.city))).toBe(true);
  });

  it('reshuffles: different draws give different people', () => {
    const location = detectLocation('Asia/Tokyo', 'ja');
    const draws = new Set(
      Array.from({ length: 20 }, (_, i) =>
        pickDiscoveryPeople(location, seededRandom(i).next)
          .flat()
          .map((p) => p.id)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
  });

  it('shuffles without losing or duplicating anyone', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(shuffle(items, seededRandom(9).next).sort((a, b) => a - b)).toEqual(items);
  });
});
