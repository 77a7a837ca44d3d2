import { describe, expect, it } from 'vitest';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { authorHandle, authorHintOf, authorState, displayHandle, normaliseHandle, userPath } from '../../../src/domain/handle';

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

describe('the author hint of a link', () => {
  it('is read back for its own handle only, keeping only the posts that have what the page shows', () => {
    const post = buildTalkMessage({ userName: 'Maria' });
    const state = authorState(post, [post], 'https://photos.example/m.jpg');
    expect(authorHintOf(state, 'maria')).toEqual({ handle: 'maria', posts: [post], photo: 'https://photos.example/m.jpg' });
    expect(authorHintOf(state, 'jordan-42')).toBeNull();
    expect(authorHintOf(null, 'maria')).toBeNull();
    expect(authorHintOf({ from: '/' }, 'maria')).toBeNull();
    // A history entry an older build wrote: a post without its counts, a string for a time.
    const old = {
      author: { handle: 'maria', posts: [{ id: 'p1', title: 'T', body: 'B' }, { ...post, timestamp: '2026-01-01' }, post], photo: 3 },
    };
    expect(authorHintOf(old, 'maria')).toEqual({ handle: 'maria', posts: [post], photo: null });
    expect(authorHintOf({ author: { handle: 'maria', posts: 'none' } }, 'maria')).toEqual({ handle: 'maria', posts: [], photo: null });
  });
});
