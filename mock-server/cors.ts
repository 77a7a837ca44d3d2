import type { RequestHandler } from 'express';
import { SESSION_HEADER } from './session';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Firebase-AppCheck',
  'X-Firebase-GMPID',
  'Firebase-Instance-ID-Token',
  'X-Client-Version',
  SESSION_HEADER,
].join(', ');

/** CORS for the site's own origins only (never '*'); preflights from anywhere else get 403. */
export function corsFor(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const known = origin !== undefined && allowed.has(origin);
    if (known) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(known ? 204 : 403).end();
      return;
    }
    next();
  };
}
