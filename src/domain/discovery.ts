import type { DetectedLocation } from './location';
import { seededRandom } from './random';
import { AVATAR_IMAGE_COUNT } from './avatar-slot';
import { HANDLES, LOOKING_FOR, type LookingFor } from './simulated-people';
import { nearbyDistricts } from './simulated-profile';

/** A fictional person on the discovery page (SPEC 3). */
export interface PersonCard {
  id: string;
  userHandle: string;
  avatarIndex: number;
  lookingFor: LookingFor;
  age: number;
  city: string;
}

export const DISCOVERY_POOL_SIZE = 30;
export const CARDS_PER_SECTION = 3;

/** The pool of about 30 fictional people, the same on every machine; cities are assigned per visit. */
export function discoveryPool(): Omit<PersonCard, 'city'>[] {
  const random = seededRandom('discovery-pool');
  return Array.from({ length: DISCOVERY_POOL_SIZE }, (_, i) => ({
    id: `person-${i + 1}`,
    userHandle: HANDLES[(i * 7) % HANDLES.length] ?? `person${i}`,
    avatarIndex: i % AVATAR_IMAGE_COUNT,
    lookingFor: random.pick(LOOKING_FOR),
    age: random.int(22, 41),
  }));
}

/** Fisher–Yates with an injectable source, so tests can pin it; the page uses Math.random. */
export function shuffle<T>(items: readonly T[], next: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Nine people in three sections of three (SPEC 9): in the detected city, a nearby district, then the city again. */
export function pickDiscoveryPeople(
  location: DetectedLocation,
  next: () => number = Math.random,
): [PersonCard[], PersonCard[], PersonCard[]] {
  const chosen = shuffle(discoveryPool(), next).slice(0, CARDS_PER_SECTION * 3);
  const districts = nearbyDistricts(location.city);
  const withCity = (from: number, city: (i: number) => string) =>
    chosen.slice(from, from + CARDS_PER_SECTION).map((person, i) => ({ ...person, city: city(i) }));
  return [
    withCity(0, () => location.city),
    withCity(3, (i) => districts[Math.floor(next() * districts.length)] ?? districts[i % districts.length] ?? location.city),
    withCity(6, () => location.city),
  ];
}
