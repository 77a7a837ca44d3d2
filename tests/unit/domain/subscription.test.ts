import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/domain/function-error';
import { addressRefused, emailQueryParam } from '../../../src/domain/subscription';

describe('emailQueryParam', () => {
  it('decodes the email parameter, the first when there are several', () => {
    expect(emailQueryParam('?email=member%40example.com')).toBe('member@example.com');
    expect(emailQueryParam('?utm_source=mail&email=a%40b.co&email=c%40d.co')).toBe('a@b.co');
    expect(emailQueryParam('email=a@b.co')).toBe('a@b.co');
  });

  it("keeps a '+' of the address, escaped or not", () => {
    expect(emailQueryParam('?email=ana+news@example.com')).toBe('ana+news@example.com');
    expect(emailQueryParam('?email=ana%2Bnews%40example.com')).toBe('ana+news@example.com');
  });

  it('is empty without the parameter or its value, and reads a malformed escape as the replacement character', () => {
    expect(emailQueryParam('')).toBe('');
    expect(emailQueryParam('?mail=a@b.co')).toBe('');
    expect(emailQueryParam('?email')).toBe('');
    expect(emailQueryParam('?email=')).toBe('');
    expect(emailQueryParam('?email=a%E0%40b.co')).toBe('a\uFFFD@b.co');
  });
});

describe('addressRefused', () => {
  it('is true only when the server refused the address itself', () => {
    expect(addressRefused(new FunctionError('not-found', 'no user'))).toBe(true);
    expect(addressRefused(new FunctionError('invalid-argument', 'bad email'))).toBe(true);
    expect(addressRefused(new FunctionError('internal', 'boom'))).toBe(false);
    expect(addressRefused(new Error('offline'))).toBe(false);
  });
});
