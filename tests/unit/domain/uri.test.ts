import { describe, expect, it } from 'vitest';
import { decodeUriOrKeep } from '../../../src/domain/uri';

describe('decodeUriOrKeep', () => {
  it("URI-decodes, keeping a '+' as it is", () => {
    expect(decodeUriOrKeep('caf%C3%A9-date%20night')).toBe('café-date night');
    expect(decodeUriOrKeep('a+b')).toBe('a+b');
  });

  it('keeps text with a malformed escape as written instead of throwing', () => {
    expect(decodeUriOrKeep('100%-real')).toBe('100%-real');
    expect(decodeUriOrKeep('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
