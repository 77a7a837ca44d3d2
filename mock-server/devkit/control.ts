import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { isJsonObject } from '../../src/contract/json-object';
import { SESSION_HEADER, SESSION_ID, SESSION_ID_RULE, sessionOf } from '../session';
import { invalidBody } from './steps';

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The dev kit session a control call acts on: `?session=`, else the request's own (header, then cookie); null: global. */
export function controlSession(req: Request): string | null {
  return text(req.query.session) ?? sessionOf(req.headers);
}

// Unknown parameters and impossible session ids are refused: a misspelt `DELETE /faults?sesion=x` would clear every session's.
/** Refuses with 400 any query parameter but `allowed` (each once, with a value) and any invalid session id. */
export function takesQuery(...allowed: string[]): RequestHandler {
  const takes = allowed.length === 0 ? 'this call takes no query parameters' : `it takes ${allowed.map((key) => `?${key}=`).join(', ')}`;
  return (req, res, next) => {
    for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) {
      if (!allowed.includes(key))
        return sendIssue(res, 400, `?${key}`, allowed.length === 0 ? takes : `not a parameter of this call; ${takes}`);
      if (typeof value !== 'string') return sendIssue(res, 400, `?${key}`, 'give it once, as text');
      // An empty value would read as no value: `?id=` from an unset variable clearing every fault.
      if (value === '') return sendIssue(res, 400, `?${key}`, 'give it a value, or leave it out');
    }
    const session = req.query.session;
    if (typeof session === 'string' && !SESSION_ID.test(session)) return sendIssue(res, 400, '?session', SESSION_ID_RULE);
    const header = req.headers[SESSION_HEADER.toLowerCase()];
    if (typeof header === 'string' && header !== '' && !SESSION_ID.test(header))
      return sendIssue(res, 400, SESSION_HEADER, SESSION_ID_RULE);
    next();
  };
}

/** Where a control call that takes no body is told its session goes. */
export const SESSION_IN_QUERY = 'the session goes in ?session=, the X-Devkit-Session header or the cookie';

// A body's fields would be ignored, widening the scope: `DELETE /faults` with `{"id": "f3"}` would clear every fault.
/** Refuses with 400 any body but `{}` or none, for calls that act on what their query names. */
export function emptyBody(scope?: string): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    if (body === undefined || (isJsonObject(body) && Object.keys(body).length === 0)) return next();
    sendIssue(res, 400, 'body', `this call takes no body (send {} or none)${scope ? `; ${scope}` : ''}`);
  };
}

/** 400 with the field path of every problem. */
export function sendInvalid(res: Response, error: z.ZodError, root?: string): void {
  res.status(400).json(invalidBody(error, root));
}

/** One problem at one field path, in the same `{error, issues}` shape as sendInvalid's. */
export function sendIssue(res: Response, status: number, path: string, message: string): void {
  res.status(status).json({ error: `${path}: ${message}`, issues: [{ path, message }] });
}
