import { describe, expect, it } from 'vitest';
import { detectLocation } from '../../../src/domain/location';
import { CATEGORY_PAIRS, CITIES } from '../../../src/domain/simulated-data';
import { INTERESTS } from '../../../src/domain/simulated-people';
import { cityLabel, generateProfile, nearbyDistricts } from '../../../src/domain/simulated-profile';

const NOW = new Date('2026-11-20T15:30:00Z');
const BERLIN = detectLocation('Europe/Berlin', 'en-US');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('generateProfile', () => {
  it('gives the same profile for the same id, timezone and day, its last seen moving with the hour', () => {
    const a = generateProfile('jordan-42', BERLIN, NOW);
    const b = generateProfile('jordan-42', BERLIN, new Date('2026-11-20T23:59:00Z'));
    expect(a).not.toBeNull();
    const { lastSeen, ...person } = a!;
    const { lastSeen: laterSeen, ...samePerson } = b!;
    expect(samePerson).toEqual(person);
    expect(laterSeen.getTime() - lastSeen.getTime()).toBe(8 * HOUR);
    expect(generateProfile('jordan-42', BERLIN, new Date('2026-11-20T15:59:59Z'))).toEqual(a);
  });

  // SPEC 9 counts from the moment the profile is shown, at any time of day: a date counted back from the day's start
  // was up to two days old by the evening.
  it.each(['2026-11-20T00:00:00Z', '2026-11-20T12:34:56Z', '2026-11-20T23:59:59.999Z'])(
    'keeps its dates within the SPEC 9 spans of the moment (%s)',
    (at) => {
      const now = new Date(at).getTime();
      for (let i = 0; i < 2_000; i++) {
        const p = generateProfile(`user-${i}`, BERLIN, new Date(now))!;
        expect(now - p.lastSeen.getTime()).toBeGreaterThanOrEqual(0);
        expect(now - p.lastSeen.getTime()).toBeLessThan(DAY);
        expect(now - p.joinedDate.getTime()).toBeGreaterThanOrEqual(0);
        expect(now - p.joinedDate.getTime()).toBeLessThan(365 * DAY);
        for (const post of p.posts) {
          expect(now - post.timestamp.getTime()).toBeGreaterThanOrEqual(0);
          expect(now - post.timestamp.getTime()).toBeLessThan(30 * DAY);
        }
      }
    },
  );

  it('is the same person on another day, with dates that count back from that day (regenerated only for SPEC 4 changes)', () => {
    const today = generateProfile('jordan-42', BERLIN, NOW);
    const later = generateProfile('jordan-42', BERLIN, new Date(NOW.getTime() + 40 * DAY));
    const { posts, joinedDate, lastSeen, ...person } = today!;
    const { posts: laterPosts, joinedDate: laterJoined, lastSeen: laterSeen, ...laterPerson } = later!;
    expect(laterPerson).toEqual(person);
    expect(laterPosts.map((p) => p.title)).toEqual(posts.map((p) => p.title));
    expect(laterJoined.getTime() - joinedDate.getTime()).toBe(40 * DAY);
    expect(laterSeen.getTime() - lastSeen.getTime()).toBe(40 * DAY);
    expect(laterPosts[0]!.timestamp.getTime() - posts[0]!.timestamp.getTime()).toBe(40 * DAY);
  });

  it('changes when the id or the detected timezone changes', () => {
    const base = generateProfile('jordan-42', BERLIN, NOW);
    expect(generateProfile('jordan-43', BERLIN, NOW)).not.toEqual(base);
    expect(generateProfile('jordan-42', detectLocation('Asia/Tokyo', 'en-US'), NOW)).not.toEqual(base);
  });

  it('has no profile for ids that cannot name one', () => {
    expect(generateProfile('', BERLIN, NOW)).toBeNull();
    expect(generateProfile('<script>', BERLIN, NOW)).toBeNull();
    expect(generateProfile('x'.repeat(65), BERLIN, NOW)).toBeNull();
    expect(generateProfile('a/b', BERLIN, NOW)).toBeNull();
    expect(generateProfile('@', BERLIN, NOW)).toBeNull();
  });

  it('has one for every handle as people write them: marks, emoji, apostrophes, and the @ and spaces of a handle', () => {
    for (const id of ['प्रिया', 'anna-lena🌸', "o'neil", 'j+k', '👩‍💻dev', 'Zoë', 'ana👍🏽', 'amélie🇫🇷'])
      expect(generateProfile(id, BERLIN, NOW), id).not.toBeNull();
    // The same person (the profile's and posts' ids stay the route's, SPEC 3).
    const person = (id: string) => {
      const { userName, tetherHandle, bio, location, age, occupation, interests, joinedDate } = generateProfile(id, BERLIN, NOW)!;
      return { userName, tetherHandle, bio, location, age, occupation, interests, joinedDate };
    };
    expect(person('@maria')).toEqual(person('maria'));
    expect(person('ma ria')).toEqual(person('maria'));
  });

  it('builds posts of the SPEC 3 form', () => {
    const profile = generateProfile('sam', BERLIN, NOW);
    profile?.posts.forEach((post) => {
      expect(post.id).toMatch(/^sam_post_\d+$/);
      expect(post.title).toMatch(/^Thoughts on /);
      expect(CATEGORY_PAIRS.some(([a, b]) => a === post.categories[0] && b === post.categories[1])).toBe(true);
    });
  });

  it('stays inside the SPEC 9 ranges and near its proportions over 10,000 ids', { timeout: 30_000 }, () => {
    let verified = 0;
    let online = 0;
    let citedCities = 0;
    const split = { detected: 0, district: 0, other: 0 };
    const detectedLabel = cityLabel(BERLIN);
    const districts = new Set(nearbyDistricts('Berlin').map((d) => `${d}, Berlin`));
    for (let i = 0; i < 10_000; i++) {
      const p = generateProfile(`user-${i}`, BERLIN, NOW);
      if (!p) throw new Error('no profile');
      expect(p.age).toBeGreaterThanOrEqual(22);
      expect(p.age).toBeLessThanOrEqual(41);
      expect(p.interests.length).toBeGreaterThanOrEqual(3);
      expect(p.interests.length).toBeLessThanOrEqual(6);
      expect(new Set(p.interests).size).toBe(p.interests.length);
      expect(p.interests.every((x) => (INTERESTS as readonly string[]).includes(x))).toBe(true);
      expect(p.posts.length).toBeGreaterThanOrEqual(5);
      expect(p.posts.length).toBeLessThanOrEqual(14);
      expect(p.tetherHandle.startsWith('@')).toBe(true);
      // One person's posts never repeat a topic or a text.
      expect(new Set(p.posts.map((post) => post.title)).size).toBe(p.posts.length);
      expect(new Set(p.posts.map((post) => post.body)).size).toBe(p.posts.length);
      for (const post of p.posts) {
        expect(post.likes).toBeLessThan(50);
        expect(post.replies).toBeLessThan(20);
      }
      // A bio that names a city names the profile's own.
      const bioCity = /^New-ish to (.+) and keen|stories\. (.+) local who/.exec(p.bio);
      if (bioCity) {
        citedCities++;
        expect(p.location).toContain(`${bioCity[1] ?? bioCity[2]}`);
      }
      if (p.isLocationVerified) verified++;
      if (p.isOnline) online++;
      if (p.location === detectedLabel) split.detected++;
      else if (districts.has(p.location)) split.district++;
      else {
        expect(CITIES.some((c) => `${c.city}, ${c.region}` === p.location)).toBe(true);
        split.other++;
      }
    }
    expect(citedCities).toBeGreaterThan(500);
    expect(verified / 10_000).toBeCloseTo(0.7, 1);
    expect(online / 10_000).toBeCloseTo(0.7, 1);
    // The random-major-city share can land on Berlin itself (1 in 37), so 'detected' runs slightly over 40%.
    expect(split.detected / 10_000).toBeGreaterThan(0.38);
    expect(split.detected / 10_000).toBeLessThan(0.44);
    expect(split.district / 10_000).toBeGreaterThan(0.38);
    expect(split.district / 10_000).toBeLessThan(0.42);
    expect(split.other / 10_000).toBeGreaterThan(0.17);
    expect(split.other / 10_000).toBeLessThan(0.21);
  });
});
