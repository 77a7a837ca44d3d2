import type { DetectedLocation } from './location';
import { FALLBACK_DISTRICTS } from './location';
import { withoutHandleMarks } from './handle';
import { hashSeed, seededRandom, type Random } from './random';
import { AVATAR_IMAGE_COUNT } from './avatar-slot';
import { CATEGORY_PAIRS, CITIES, POST_TEXTS, POST_TOPICS, type CityEntry } from './simulated-data';
import { BIO_TEMPLATES, FIRST_NAMES, HANDLES, INTERESTS, LOOKING_FOR, OCCUPATIONS, type LookingFor } from './simulated-people';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SimulatedPost {
  id: string;
  title: string;
  body: string;
  timestamp: Date;
  likes: number;
  replies: number;
  categories: [string, string];
}

/** A locally generated, fictional profile (SPEC 3). */
export interface SimulatedProfile {
  id: string;
  userName: string;
  tetherHandle: string;
  /** Index into the 20 avatar images; the UI turns it into a URL for the current mode. */
  avatarIndex: number;
  location: string;
  isLocationVerified: boolean;
  occupation: string;
  age: number;
  bio: string;
  interests: string[];
  joinedDate: Date;
  isOnline: boolean;
  lastSeen: Date;
  lookingFor: LookingFor;
  posts: SimulatedPost[];
}

/** Ids that can name a simulated profile, written as handles are (marks of any script, emoji); others are 'User not found'. */
const PROFILE_ID = /^[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200d._'+-]{1,64}$/u;

export function isSimulatedProfileId(userId: string): boolean {
  return PROFILE_ID.test(withoutHandleMarks(userId));
}

export function findCity(city: string): CityEntry | undefined {
  const key = city.toLowerCase();
  return CITIES.find((entry) => entry.city.toLowerCase() === key);
}

/** Districts near the detected city: from the table when the city is known, else the fallbacks. */
export function nearbyDistricts(city: string): readonly string[] {
  return findCity(city)?.districts ?? FALLBACK_DISTRICTS;
}

/** 'City, ST' from the table, else 'City, Region' from the timezone. */
export function cityLabel(location: DetectedLocation): string {
  const known = findCity(location.city);
  if (known) return `${known.city}, ${known.region}`;
  return location.region ? `${location.city}, ${location.region}` : location.city;
}

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** SPEC 9: about 40% the detected city, 40% a nearby district, the rest a random major city. */
function pickLocation(random: Random, detected: DetectedLocation): { label: string; city: string } {
  const roll = random.next();
  if (roll < 0.4) return { label: cityLabel(detected), city: detected.city };
  if (roll < 0.8) return { label: `${random.pick(nearbyDistricts(detected.city))}, ${detected.city}`, city: detected.city };
  const other = random.pick(CITIES);
  return { label: `${other.city}, ${other.region}`, city: other.city };
}

/** A random date within `span` before `now`, counted back from the start of `now`'s `unit`, so it stays put within that unit. */
function dateWithin(random: Random, span: number, unit: number, now: Date): Date {
  const start = Math.floor(now.getTime() / unit) * unit;
  return new Date(start - Math.floor(random.next() * (span - unit)));
}

/** The fictional profile for a route id (SPEC 3, 4, 9), seeded by id and timezone so it is the same on any day; else null. */
export function generateProfile(userId: string, detected: DetectedLocation, reference: Date): SimulatedProfile | null {
  if (!isSimulatedProfileId(userId)) return null;
  const random = seededRandom(hashSeed(`${withoutHandleMarks(userId)}|${detected.timezone ?? ''}`));
  const handle = random.pick(HANDLES);
  const userName = random.pick(FIRST_NAMES);
  const occupation = random.pick(OCCUPATIONS);
  const interests = pickDistinct(random, INTERESTS, random.int(3, 6));
  const location = pickLocation(random, detected);
  const bio = random
    .pick(BIO_TEMPLATES)
    .replace('{interest}', interests[0] ?? 'good company')
    .replace('{interest2}', interests[1] ?? 'long walks')
    .replace('{occupation}', occupation)
    .replace('{city}', location.city);
  const postCount = random.int(5, 14);
  // No topic or text twice in one person's posts: each is drawn from what is left (one draw each, as a pick is).
  const topics = [...POST_TOPICS];
  const texts = [...POST_TEXTS];
  const draw = (pool: string[]) => {
    const [drawn] = pool.splice(random.int(0, pool.length - 1), 1);
    if (drawn === undefined) throw new RangeError('fewer topics or texts than posts');
    return drawn;
  };
  const posts: SimulatedPost[] = Array.from({ length: postCount }, (_, index) => ({
    id: `${userId}_post_${index}`,
    title: `Thoughts on ${draw(topics)}`,
    body: draw(texts),
    timestamp: dateWithin(random, 30 * DAY, DAY, reference),
    likes: random.int(0, 49),
    replies: random.int(0, 19),
    categories: [...random.pick(CATEGORY_PAIRS)] as [string, string],
  })).sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
  return {
    id: userId,
    userName,
    tetherHandle: `@${handle}`,
    avatarIndex: random.int(0, AVATAR_IMAGE_COUNT - 1),
    location: location.label,
    isLocationVerified: random.next() < 0.7,
    occupation,
    age: random.int(22, 41),
    bio,
    interests,
    joinedDate: dateWithin(random, 365 * DAY, DAY, reference),
    isOnline: random.next() < 0.7,
    // Within the last day at any hour (SPEC 9): counted back from the day's start, it could be two days old by evening.
    lastSeen: dateWithin(random, DAY, HOUR, reference),
    lookingFor: random.pick(LOOKING_FOR),
    posts,
  };
}
