import { describe, expect, it } from 'vitest';
import { codeForHttpStatus, statusNameOf } from '../../../src/contract/callable-protocol';
import { FunctionError, loadErrorMessage } from '../../../src/domain/function-error';

describe('SPEC 8 load error messages', () => {
  it('shows invalid-argument with its message', () => {
    expect(loadErrorMessage(new FunctionError('invalid-argument', 'limit is too big'), 'feed')).toBe('Invalid request: limit is too big');
  });

  it('shows internal as a server error', () => {
    expect(loadErrorMessage(new FunctionError('internal', 'boom'), 'feed')).toBe('Server error. Please try again later.');
    expect(loadErrorMessage(new FunctionError('internal', 'boom'), 'post')).toBe('Server error. Please try again later.');
  });

  it.each(['unavailable', 'deadline-exceeded', 'permission-denied'] as const)('shows %s with the generic message', (code) => {
    expect(loadErrorMessage(new FunctionError(code, 'x'), 'feed')).toBe('Unable to load messages');
    expect(loadErrorMessage(new FunctionError(code, 'x'), 'post')).toBe('Failed to load message');
  });

  it('shows non-coded failures with the generic message', () => {
    expect(loadErrorMessage(new TypeError('fetch failed'), 'feed')).toBe('Unable to load messages');
  });
});

describe('backend status mapping (SPEC 8)', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code);
  });

  it('names statuses the way error bodies carry them', () => {
    expect(statusNameOf('invalid-argument')).toBe('INVALID_ARGUMENT');
    expect(statusNameOf('deadline-exceeded')).toBe('DEADLINE_EXCEEDED');
  });
});
