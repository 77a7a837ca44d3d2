// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../../../src/ui/web-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('web storage', () => {
  it('stores, reads and removes in the store named, and only there', () => {
    writeStored('local', 'k', 'kept');
    writeStored('session', 'k', 'for the tab');
    expect(readStored('local', 'k')).toBe('kept');
    expect(readStored('session', 'k')).toBe('for the tab');
    expect(localStorage.getItem('k')).toBe('kept');
    writeStored('local', 'k', null);
    expect(readStored('local', 'k')).toBeNull();
    expect(readStored('session', 'k')).toBe('for the tab');
    expect(readStored('session', 'absent')).toBeNull();
  });

  it('reads nothing and keeps nothing, without throwing, where the browser refuses its storage', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) vi.spyOn(Storage.prototype, method).mockImplementation(refuse);
    expect(() => writeStored('local', 'k', 'v')).not.toThrow();
    expect(() => writeStored('session', 'k', null)).not.toThrow();
    expect(readStored('local', 'k')).toBeNull();
    expect(readStored('session', 'k')).toBeNull();
  });

  it('reads nothing where even asking for the store throws (cookies blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStored('local', 'k')).toBeNull();
    expect(() => writeStored('local', 'k', 'v')).not.toThrow();
  });

  it('keeps a value too large for the store out, and what was there before', () => {
    writeStored('session', 'k', 'before');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeStored('session', 'k', 'x'.repeat(10));
    expect(readStored('session', 'k')).toBe('before');
  });
});
