import { isJsonObject } from '../src/contract/json-object';
import { HttpsError } from './https-error';

export interface CallerAuth {
  uid: string;
  email?: string;
}

const bearerToken = (header: string) => /^Bearer\s+(\S+)$/i.exec(header)?.[1];

/** The claims of an ID token, decoded without verifying a signature; null when it cannot be read. */
function claimsOf(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isJsonObject(claims) ? claims : null;
  } catch {
    return null;
  }
}

const expired = (claims: Record<string, unknown>) => typeof claims.exp === 'number' && claims.exp * 1000 < Date.now();

/**
 * Reads the uid from an `Authorization: Bearer <ID token>` header. Auth emulator tokens are unsigned
 * JWTs, so, like the Functions emulator, we decode without verifying. Production never runs this.
 * Project and issuer are checked for every request by `tokenProblem` (security.ts), which knows the project.
 */
export function callerFromHeader(header: string | undefined): CallerAuth | null {
  if (!header) return null;
  const token = bearerToken(header);
  if (!token?.split('.')[1]) throw new HttpsError('unauthenticated', 'Malformed bearer token.');
  const claims = claimsOf(token);
  const uid = claims?.user_id ?? claims?.sub;
  if (!claims || typeof uid !== 'string' || uid === '') throw new HttpsError('unauthenticated', 'Unreadable bearer token.');
  if (expired(claims)) throw new HttpsError('unauthenticated', 'ID token has expired.');
  return { uid, ...(typeof claims.email === 'string' ? { email: claims.email } : {}) };
}

/**
 * Why a readable bearer token must be refused, as Firebase's token check would: issued for another project
 * (`aud`), by another issuer (`iss`, `https://securetoken.google.com/{project}`), or expired (`exp`).
 * Null when it passes, when there is no bearer token, or when it cannot be read at all (the routes answer
 * those themselves, through `callerFromHeader`). The signature is not checked: emulator tokens have none.
 */
export function tokenProblem(header: string | undefined, projectId: string): string | null {
  const claims = header ? claimsOf(bearerToken(header)) : null;
  if (!claims) return null;
  if (claims.aud !== projectId) return `ID token has incorrect "aud" (audience) claim. Expected "${projectId}".`;
  if (claims.iss !== `https://securetoken.google.com/${projectId}`) return 'ID token has incorrect "iss" (issuer) claim.';
  if (typeof claims.exp !== 'number') return 'ID token has no "exp" (expiration time) claim.';
  if (expired(claims)) return 'ID token has expired.';
  return null;
}

/** The uid of a bearer token, or null when there is none or it cannot be read (for journaling and scoping faults). */
export function uidFromHeader(header: string | undefined): string | null {
  try {
    return callerFromHeader(header)?.uid ?? null;
  } catch {
    return null;
  }
}
