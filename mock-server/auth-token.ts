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

// Auth emulator tokens are unsigned, so this decodes without verifying, as the Functions emulator does (production never
// runs it); `tokenProblem` checks project and issuer on every request.
/** The caller of an `Authorization: Bearer <ID token>` header; null without one, an HttpsError when unreadable or expired. */
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

// Missing or unreadable tokens are left to the routes (`callerFromHeader`); emulator tokens have no signature to check.
/** Why a readable bearer token must be refused (`aud`, `iss` or `exp`, as Firebase checks them); null otherwise. */
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
