import type { ErrorRequestHandler } from 'express';
import type { z } from 'zod';
import { callableErrorBody, HTTP_STATUS_OF } from '../src/contract/callable-protocol';
import { HttpsError } from './https-error';

/** Zod issues as one readable line: `limit: Too big; sortMode: Invalid option`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'data'}: ${issue.message}`).join('; ');
}

/** Any thrown value as the callable error to answer with: HttpsErrors as they are, the rest as INTERNAL (logged). */
export function toHttpsError(error: unknown, context: string): HttpsError {
  if (error instanceof HttpsError) return error;
  console.error(`[mock-server] ${context} failed:`, error);
  return new HttpsError('internal', 'INTERNAL');
}

export function httpStatusOf(error: HttpsError): number {
  return HTTP_STATUS_OF[error.code];
}

/** Body-parser failures (malformed JSON, oversized bodies) answer in the callable error shape, never a 500. */
export const bodyErrorHandler: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error.type === 'entity.too.large') {
    res.status(413).json(callableErrorBody('invalid-argument', 'Request body is too large.'));
  } else if (error.type === 'entity.parse.failed' || error.status === 400) {
    res.status(400).json(callableErrorBody('invalid-argument', 'Request body is not valid JSON.'));
  } else {
    console.error('[mock-server] unexpected error:', error);
    res.status(500).json(callableErrorBody('internal', 'INTERNAL'));
  }
};
