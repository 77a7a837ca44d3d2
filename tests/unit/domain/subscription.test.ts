import { describe, expect, it } from 'vitest';
import { emailQueryParam } from '../../../src/domain/subscription';

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
