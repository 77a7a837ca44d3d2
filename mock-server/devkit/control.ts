import type { Request, Response } from 'express';
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

/** 400 with the field path of every problem. */
export function sendInvalid(res: Response, error: z.ZodError, root?: string): void {
  res.status(400).json(invalidBody(error, root));
}

/** One problem at one field path, in the same `{error, issues}` shape as sendInvalid's. */
export function sendIssue(res: Response, status: number, path: string, message: string): void {
  res.status(status).json({ error: `${path}: ${message}`, issues: [{ path, message }] });
}
