import { describe, expect, it } from 'vitest';
import { authorHandle, displayHandle, normaliseHandle, userPath } from '../../../src/domain/handle';

describe('author handles', () => {
  it('prefers userName, then tetherHandle, then id', () => {
    expect(authorHandle({ userName: 'Maya R', tetherHandle: '@maya', id: 'X1' })).toBe('mayar');
    expect(authorHandle({ tetherHandle: '@Maya_R', id: 'X1' })).toBe('maya_r');
    expect(authorHandle({ id: 'AbC123' })).toBe('abc123');
  });

  it("falls back to 'anonymous'", () => {
    expect(authorHandle({})).toBe('anonymous');
    expect(authorHandle({ userName: ' @ ', tetherHandle: '' })).toBe('anonymous');
  });

  it('removes @ and whitespace and lowercases', () => {
    expect(normaliseHandle(' @Jo  Ann\t')).toBe('joann');
  });

  it('shows one leading @ and links to /user/{handle}', () => {
    expect(displayHandle({ tetherHandle: '@@sam' })).toBe('@sam');
    expect(userPath({ userName: 'نور' })).toBe(`/user/${encodeURIComponent('نور')}`);
  });
});
