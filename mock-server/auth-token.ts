import { HttpsError } from './https-error';

export interface CallerAuth {
  uid: string;
  email?: string;
}

/**
 * Reads the uid from an `Authorization: Bearer <ID token>` header. Auth emulator tokens are unsigned
 * JWTs, so, like the Functions emulator, we decode without verifying. Production never runs this.
 */
export function callerFromHeader(header: string | undefined): CallerAuth | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  const payload = token?.split('.')[1];
  if (!payload) throw new HttpsError('unauthenticated', 'Malformed bearer token.');
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const uid = claims.user_id ?? claims.sub;
    if (typeof uid !== 'string' || uid === '') throw new Error('no uid');
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) throw new HttpsError('unauthenticated', 'ID token has expired.');
    return { uid, ...(typeof claims.email === 'string' ? { email: claims.email } : {}) };
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    throw new HttpsError('unauthenticated', 'Unreadable bearer token.');
  }
}

/** The uid of a bearer token, or null when there is none or it cannot be read (for journaling and scoping faults). */
export function uidFromHeader(header: string | undefined): string | null {
  try {
    return callerFromHeader(header)?.uid ?? null;
  } catch {
    return null;
  }
}
