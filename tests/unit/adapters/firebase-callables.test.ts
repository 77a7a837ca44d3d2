import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toFunctionError } from '../../../adapters/firebase/firebase-callables';
import { FunctionError } from '../../../src/domain/function-error';

describe('toFunctionError', () => {
  it("takes the code and the server's message, without the HTTP status the Functions SDK appends", () => {
    const error = toFunctionError(new FirebaseError('functions/invalid-argument', 'limit must be at most 100 [400]'));
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'limit must be at most 100' });
  });

  it('keeps a message that ends in brackets of its own, and any error outside the Functions SDK as it is', () => {
    expect(toFunctionError(new FirebaseError('functions/internal', 'see [docs]')).message).toBe('see [docs]');
    expect(toFunctionError(new FirebaseError('auth/network-request-failed', 'offline [503]'))).toMatchObject({
      code: 'unknown',
      message: 'offline [503]',
    });
    expect(toFunctionError(new Error('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
  });
});
