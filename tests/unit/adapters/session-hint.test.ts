// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayBeSignedIn, rememberSignedIn } from '../../../adapters/session-hint';

describe("the site's own 'was signed in' note", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is set by a sign-in and cleared by a sign-out', () => {
    expect(mayBeSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(mayBeSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(mayBeSignedIn()).toBe(false);
  });

  it('answers "maybe" where storage is refused, so the SDK decides', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberSignedIn(true)).not.toThrow();
    expect(mayBeSignedIn()).toBe(true);
  });
});
