import { describe, expect, it } from 'vitest';
import { showsFooter, showsMarketingHeader } from '../../../src/domain/layout';

describe('layout rules (SPEC 2)', () => {
  it.each([
    '/',
    '/new',
    '/discussed',
    '/talk/abc',
    '/user/maya',
    '/f8chat',
    '/find-ppl',
    '/meet-ppl',
    '/connect-with',
    '/login',
    '/unsubscribe',
    '/new/',
    // Routes match case-insensitively, a trailing slash ignored: the page they show keeps its layout.
    '/LOGIN',
    '/Talk/abc',
    '/Find-PPL/',
  ])('hides the marketing header on %s', (path) => expect(showsMarketingHeader(path)).toBe(false));

  it.each([
    '/about',
    '/privacy',
    '/terms',
    '/how-it-works',
    '/download',
    '/the-tether-difference',
    '/why-tether',
    '/dashboard',
    '/no-such-page',
    '/newsletter',
    // Not a post's or a user's page, but the not-found page, as on any other unknown path.
    '/talk/abc/extra',
    '/user/maya/posts',
  ])('shows the marketing header on %s', (path) => expect(showsMarketingHeader(path)).toBe(true));

  it('shows the footer everywhere but /unsubscribe', () => {
    expect(showsFooter('/unsubscribe')).toBe(false);
    expect(showsFooter('/Unsubscribe/')).toBe(false);
    expect(showsFooter('/')).toBe(true);
    expect(showsFooter('/talk/x')).toBe(true);
  });
});
