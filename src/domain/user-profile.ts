import { normaliseHandle } from './handle';

/** users/{uid} as SPEC 3 writes it. */
export interface NewUserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  firstName: string | null;
  createdAt: Date;
  language: string;
  timezone: string | null;
  photoURL?: string | null;
}

/** The first word of the display name, else the part of the email before @. */
export function firstNameOf(displayName: string | null, email: string | null): string | null {
  const fromName = displayName?.trim().split(/\s+/)[0];
  if (fromName) return fromName;
  const fromEmail = email?.split('@')[0]?.trim();
  return fromEmail ? fromEmail : null;
}

/** `text` cut to at most `max` UTF-16 units (what the store's limits count), never between a surrogate pair's halves. */
function clip(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  let clipped = '';
  for (const char of text) {
    if (clipped.length + char.length > max) break;
    clipped += char;
  }
  return clipped;
}

/** A new account's full profile; names are cut to the store's limits, or the whole write would be refused, leaving none. */
export function buildNewProfile(
  user: { uid: string; email: string | null; displayName: string | null; photoURL?: string | null },
  timezone: string | null,
  now: Date,
): NewUserProfile {
  return {
    uid: user.uid,
    email: user.email,
    displayName: clip(user.displayName, 200),
    firstName: clip(firstNameOf(user.displayName, user.email), 100),
    createdAt: now,
    language: 'en',
    timezone,
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
  };
}

/** The handle a stored profile shows: userHandle, tetherHandle, the legacy tetherHAndle, then userName. */
export function storedHandle(doc: {
  userHandle?: string | null;
  tetherHandle?: string | null;
  tetherHAndle?: string | null;
  userName?: string | null;
}): string | null {
  const raw = [doc.userHandle, doc.tetherHandle, doc.tetherHAndle, doc.userName].find(
    (v) => typeof v === 'string' && normaliseHandle(v) !== '',
  );
  return raw ? normaliseHandle(raw) : null;
}
