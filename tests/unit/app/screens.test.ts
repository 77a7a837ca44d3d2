import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { drawsBeforeServices, ScreenCode, screensFor } from '../../../src/app/screens';
import { DIFFERENCE_PATH, WHY_PATH } from '../../../src/ui/brand';

/** What the router draws for a path: the screens its matched routes name, layout first. */
const drawn = (path: string) =>
  (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (typeof route.handle === 'string' ? [route.handle] : []));

describe('screensFor', () => {
  const paths = [
    '/',
    '/new',
    '/discussed/',
    '/NEW',
    '/talk/abcdefghijklmnopqrst-a-title',
    '/talk/',
    '/talk/a/b',
    '/user/jordan-42',
    '/user',
    '/find-ppl',
    '/meet-ppl',
    '/connect-with',
    '/f8chat',
    '/login',
    '/dashboard',
    '/unsubscribe',
    '/about',
    '/how-it-works',
    '/download',
    DIFFERENCE_PATH,
    WHY_PATH,
    '/privacy',
    '/terms',
    '/nowhere',
    '/about/more',
  ];

  // SPEC 2: the shared header shows on every path but /, /new, /discussed, /talk/*, /user/*, /f8chat, /find-ppl,
  // /meet-ppl, /connect-with, /login and /unsubscribe (/talk/, /user and /talk/a/b are other paths: not found).
  const withHeader = new Set(['/talk/', '/user', '/dashboard', '/about', '/how-it-works', '/download', DIFFERENCE_PATH, WHY_PATH]);
  for (const path of ['/privacy', '/terms', '/nowhere', '/about/more', '/talk/a/b']) withHeader.add(path);

  it.each(paths)('asks for what the router draws at %s', (path) => {
    // SiteLayout draws the marketing header, where it shows, above the routes' screens.
    expect(screensFor(path)).toEqual([...(withHeader.has(path) ? ['marketingHeader'] : []), ...drawn(path)]);
  });
});

describe('drawsBeforeServices', () => {
  it('draws before the services where no screen of the path needs them: not a first answer, not an avatar', () => {
    for (const path of ['/login', '/f8chat', '/dashboard', '/about', '/privacy', '/download', '/unsubscribe', '/nowhere'])
      expect(drawsBeforeServices(path), path).toBe(true);
    for (const path of ['/', '/new', '/discussed/', '/talk/abc-hello', '/user/jordan-42', '/find-ppl', '/Meet-Ppl', '/connect-with'])
      expect(drawsBeforeServices(path), path).toBe(false);
  });
});

describe('routes', () => {
  it('draw one component for the paths that show the same screen, so moving between them keeps it mounted', () => {
    const element = (path: string) => (matchRoutes(routes, path) ?? []).at(-1)?.route.element as { type: unknown } | undefined;
    expect(element('/meet-ppl')?.type).toBe(element('/find-ppl')?.type);
    expect(element('/connect-with')?.type).toBe(element('/find-ppl')?.type);
    expect(element('/login')?.type).not.toBe(element('/find-ppl')?.type);
  });
});

describe('ScreenCode', () => {
  it('downloads once, and keeps a failed download failed until retry() lets the next visit ask again', async () => {
    let calls = 0;
    const Page = () => null;
    const code = new ScreenCode(() => (++calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(Page)));
    await expect(code.get()).rejects.toThrow('chunk failed');
    await expect(code.get()).rejects.toThrow('chunk failed');
    expect(calls).toBe(1);
    code.retry();
    await expect(code.get()).resolves.toBe(Page);
    expect(code.get()).toMatchObject({ status: 'fulfilled', value: Page });
    code.retry();
    await code.get();
    expect(calls).toBe(2);
  });
});
