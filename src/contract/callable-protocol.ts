import { isFunctionErrorCode, type FunctionErrorCode } from '../domain/function-error';

// The callable wire protocol (DESIGN.md): POST `/{projectId}/{region}/{name}` with `{"data": ...}`; success is HTTP
// 200 `{"result": ...}`, failure the mapped status and `{"error": {status, message, details}}`.
export { DEFAULT_REGION } from './region';

export { CALLABLE_TIMEOUT_MS } from '../domain/function-error';

/** HTTP status of each error code, as Firebase's functions runtime answers (SPEC 8's table is a subset). */
export const HTTP_STATUS_OF: Record<Exclude<FunctionErrorCode, 'ok'>, number> = {
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  unauthenticated: 401,
  'resource-exhausted': 429,
  'failed-precondition': 400,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
};

/** The code a client derives from an HTTP status alone (the SDK's view; SPEC 8's mapping table). */
export function codeForHttpStatus(status: number): FunctionErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  const table: Record<number, FunctionErrorCode> = {
    400: 'invalid-argument',
    401: 'unauthenticated',
    403: 'permission-denied',
    404: 'not-found',
    409: 'aborted',
    429: 'resource-exhausted',
    499: 'cancelled',
    500: 'internal',
    501: 'unimplemented',
    503: 'unavailable',
    504: 'deadline-exceeded',
  };
  return table[status] ?? 'unknown';
}

/** `invalid-argument` -> `INVALID_ARGUMENT`, the status name carried in error bodies. */
export function statusNameOf(code: FunctionErrorCode): string {
  return code.toUpperCase().replace(/-/g, '_');
}

/** `INVALID_ARGUMENT` (or the SDK's `invalid-argument`) -> `invalid-argument`; null for a name that is no code. */
export function codeOfStatusName(name: string): FunctionErrorCode | null {
  const code = name.trim().toLowerCase().replace(/_/g, '-');
  return isFunctionErrorCode(code) ? code : null;
}

export interface CallableErrorBody {
  error: { status: string; message: string; details?: unknown };
}

export function callableErrorBody(code: Exclude<FunctionErrorCode, 'ok'>, message: string, details?: unknown): CallableErrorBody {
  return { error: { status: statusNameOf(code), message, ...(details === undefined ? {} : { details }) } };
}
