import type { FunctionErrorCode } from '../src/domain/function-error';

/** Thrown by a mock function to answer with a callable error, like firebase-functions' HttpsError. */
export class HttpsError extends Error {
  constructor(
    readonly code: Exclude<FunctionErrorCode, 'ok'>,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
