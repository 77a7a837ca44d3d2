import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { sessionOf } from '../session';
import { invalidBody } from './steps';

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The dev kit session a control call acts on: `?session=`, else the request's own (header, then cookie);
 * null for the global scope.
 */
export function controlSession(req: Request): string | null {
  return text(req.query.session) ?? sessionOf(req.headers);
}

/** Where a control call that takes no body is told its session goes. */
export const SESSION_IN_QUERY = 'the session goes in ?session=, the X-Devkit-Session header or the cookie';

/**
 * For calls that act on what their query names (README "Control API": their body is `{}`): any other body is
 * refused, as its fields would be ignored and the call would act on a wider scope than its sender meant
 * (`DELETE /faults` with `{"id": "f3"}` clearing every fault).
 */
export function emptyBody(scope?: string): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const empty =
      body === undefined || (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
    if (empty) return next();
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
