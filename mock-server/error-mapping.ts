import type { ErrorRequestHandler } from 'express';
import { callableErrorBody, HTTP_STATUS_OF, type CallableErrorBody } from '../src/contract/callable-protocol';
import { HttpsError } from './https-error';

/** What a thrown value says, in words. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Any thrown value as the callable error to answer with: HttpsErrors as they are, the rest as INTERNAL (logged). */
export function toHttpsError(error: unknown, context: string): HttpsError {
  if (error instanceof HttpsError) return error;
  console.error(`[mock-server] ${context} failed:`, error);
  return new HttpsError('internal', 'INTERNAL');
}

/** A body its Content-Encoding does not decode: zlib's or brotli's own error, with neither a type nor a status. */
export function undecodable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR_'));
}

export function httpStatusOf(error: HttpsError): number {
  return HTTP_STATUS_OF[error.code];
}

// An unsupported charset or encoding is the client's fault, so INVALID_ARGUMENT, never a 500.
/** The callable error answer for a request that never reached a function (refused type, bad JSON, too large, bad encoding). */
export function bodyErrorOf(error: unknown): { status: number; body: CallableErrorBody } {
  if (error instanceof HttpsError) return { status: httpStatusOf(error), body: callableErrorBody(error.code, error.message) };
  const { type, status, message } = (error ?? {}) as { type?: string; status?: number; message?: string };
  if (type === 'entity.too.large') return { status: 413, body: callableErrorBody('invalid-argument', 'Request body is too large.') };
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return { status: 415, body: callableErrorBody('invalid-argument', `Bad Request: ${message ?? 'unsupported body encoding'}.`) };
  }
  // Express could not decode a path segment: the address is at fault, not a body (there may be none).
  if (error instanceof URIError) {
    return { status: 400, body: callableErrorBody('invalid-argument', 'The address holds a malformed percent-escape.') };
  }
  if (undecodable(error)) {
    return { status: 400, body: callableErrorBody('invalid-argument', 'Request body does not decode under its Content-Encoding.') };
  }
  if (type === 'entity.parse.failed' || status === 400) {
    return { status: 400, body: callableErrorBody('invalid-argument', 'Request body is not valid JSON.') };
  }
  console.error('[mock-server] unexpected error:', error);
  return { status: 500, body: callableErrorBody('internal', 'INTERNAL') };
}

/** Body-parser failures (the callables, the control API, the store's fault step) answer in the callable error shape, never a 500. */
export const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, body } = bodyErrorOf(error);
  res.status(status).json(body);
};
