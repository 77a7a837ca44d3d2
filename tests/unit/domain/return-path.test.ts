import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginFrom, safeReturnPath } from '../../../src/domain/return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/talk/abc-def?x=1#top', '/user/maya', '/f8chat', '/new', '/user/%40maya'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    'https:evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\u0000/evil.com',
    '/%09/evil.com',
    'evil.com',
    '',
    '/login',
    '/login?from=/dashboard',
  ])('refuses %j', (payload) => {
    expect(safeReturnPath(payload)).toBe('/');
  });

  it.each([null, undefined, 42, { pathname: '/x' }, ['/x']])('refuses a non-string %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('never returns anything a browser would resolve to another origin (property)', () => {
    const fragments = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      'evil.com',
      ':',
      'javascript:',
      'JAVASCRIPT:',
      'http:',
      '@',
      '.',
      '..',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u007f',
      'a',
      'dashboard',
      '?',
      '#',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.array(fragments, { maxLength: 8 }).map((parts) => parts.join('')),
        (candidate) => {
          const result = safeReturnPath(candidate);
          const resolved = new URL(result, 'https://tether.example');
          expect(resolved.origin).toBe('https://tether.example');
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          // eslint-disable-next-line no-control-regex -- asserting no control characters survive
          expect(/[\\\u0000-\u001f\u007f]/.test(result)).toBe(false);
          expect(/%2f|%5c/i.test(result)).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('keeps any plain same-origin path unchanged (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnPath(path)).toBe(path === '/login' ? '/' : path);
      }),
    );
  });
});

describe('loginFrom', () => {
  it('sends the person back to the page with its query, which safeReturnPath accepts', () => {
    const state = loginFrom({ pathname: '/f8chat', search: '?thread=t1' });
    expect(state).toEqual({ from: '/f8chat?thread=t1', over: true });
    expect(safeReturnPath(state.from)).toBe('/f8chat?thread=t1');
    expect(loginFrom({ pathname: '/dashboard', search: '' }, 'instead')).toEqual({ from: '/dashboard', over: false });
  });
});
