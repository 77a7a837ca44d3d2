/** Error codes of callable functions, as the Firebase SDK reports them (without the `functions/` prefix). */
export const FUNCTION_ERROR_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** A failed backend call, coded so the UI can pick the SPEC 8 message. */
export class FunctionError extends Error {
  override readonly name = 'FunctionError';
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && (FUNCTION_ERROR_CODES as readonly string[]).includes(value);
}

/** SPEC 8: the message a feed or post load failure shows. */
export function loadErrorMessage(error: unknown, what: 'feed' | 'post'): string {
  if (error instanceof FunctionError) {
    if (error.code === 'invalid-argument') return `Invalid request: ${error.message}`;
    if (error.code === 'internal') return 'Server error. Please try again later.';
  }
  return what === 'feed' ? 'Unable to load messages' : 'Failed to load message';
}

/** SPEC 7 and 9: a callable times out after 70 seconds (the function's time-out, and the client's). */
export const CALLABLE_TIMEOUT_MS = 70_000;
