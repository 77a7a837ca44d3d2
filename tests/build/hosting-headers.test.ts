import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { StockPhotoImages } from '../../adapters/stock-photos/stock-photo-images';
import { startHostingEmulator, type HostingEmulator } from './hosting-emulator';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  // Google's sign-in pop-up reports back to its opener; 'same-origin' would cut it off.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

type Policy = Map<string, string[]>;

function parsePolicy(header: string): Policy {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** CSP source matching (CSP3 host-source), enough for the sources this site uses. */
function allows(policy: Policy, directive: string, url: string, self: string): boolean {
  const sources = policy.get(directive) ?? policy.get('default-src') ?? [];
  const target = new URL(url);
  return sources.some((source) => {
    if (source === "'self'") return target.origin === self;
    const match = /^(https):\/\/(\*\.)?([^/:*]+)(\/.*)?$/.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = '', path] = match;
    if (target.protocol !== `${scheme}:`) return false;
    if (wildcard ? !target.hostname.endsWith(`.${host}`) : target.hostname !== host) return false;
    if (!path) return true;
    return path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path;
  });
}

describe('Firebase Hosting of the production build (firebase.json, served by the Hosting emulator)', () => {
  const { outDir, projectId } = inject('productionBuild');
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(indexHtml)?.[1] ?? '';
  let hosting: HostingEmulator;

  beforeAll(async () => {
    hosting = await startHostingEmulator(outDir);
  });
  afterAll(async () => {
    await hosting?.stop();
  });

  it.each(['/', `/talk/${'a1B2c3D4e5F6g7H8i9J0'}-some-post`, '/user/someone', '/f8chat'])(
    'answers %s with index.html (the router takes it from there), revalidated on every visit',
    async (path) => {
      const res = await fetch(`${hosting.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(indexHtml);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    },
  );

  // A glob's ** does not match a path segment that starts with a dot, so the header rule must not be a glob.
  it.each(['/user/.x', '/.well-known/security.txt', '/login/.x'])('sends every header with %s too', async (path) => {
    const res = await fetch(`${hosting.url}${path}`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('revalidates index.html itself', async () => {
    const res = await fetch(`${hosting.url}/index.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches the hashed assets for a year, immutable, with the security headers', async () => {
    expect(entry).toMatch(/^assets\/.+-[\w-]{8}\.js$/);
    const res = await fetch(`${hosting.url}/${entry}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves no source map', async () => {
    const res = await fetch(`${hosting.url}/${entry}.map`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"mappings"');
  });

  it('answers a missing asset (an old chunk after a deploy) with 404, not index.html', async () => {
    const res = await fetch(`${hosting.url}/assets/feed-page-0ld0ld00.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toBe(indexHtml);
  });

  describe('Content-Security-Policy', () => {
    let policy: Policy;
    let self: string;
    beforeAll(async () => {
      const res = await fetch(`${hosting.url}/`);
      policy = parsePolicy(res.headers.get('content-security-policy') ?? '');
      self = hosting.url;
    });

    it('runs no inline or evaluated script, and cannot be framed, embed plugins or rebase links', () => {
      expect(policy.get('script-src')).toBeDefined();
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      // index.html has nothing inline for the policy to block.
      expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(indexHtml).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    });

    it('names hosts only in the forms browsers accept (a wildcard is a whole leftmost label)', () => {
      const hosts = [...policy.values()].flat().filter((source) => !source.startsWith("'"));
      for (const source of hosts) expect(source, source).toMatch(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/[\w./-]*)?$/);
    });

    // What the production code paths request, by directive (update with docs/deploy.md when adding an origin).
    const needed: [string, string][] = [
      ['connect-src', 'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x'],
      ['connect-src', 'https://securetoken.googleapis.com/v1/token?key=x'],
      ['connect-src', 'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel'],
      ['connect-src', `https://europe-west1-${projectId}.cloudfunctions.net/getPplTalkMessagesEurW`],
      ['connect-src', `https://content-firebaseappcheck.googleapis.com/v1/projects/${projectId}/apps/x:exchangeRecaptchaEnterpriseToken`],
      ['script-src', 'https://apis.google.com/js/api.js'],
      ['script-src', 'https://www.google.com/recaptcha/enterprise.js?render=explicit'],
      ['script-src', 'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js'],
      ['frame-src', `https://${projectId}.firebaseapp.com/__/auth/iframe`],
      ['frame-src', 'https://www.google.com/recaptcha/enterprise/anchor?k=x'],
      ['frame-src', 'https://recaptcha.google.com/recaptcha/api2/bframe'],
      ['img-src', new StockPhotoImages().avatar(0)],
      // A Google account's photoURL, which the sidebar shows for the signed-in user.
      ['img-src', 'https://lh3.googleusercontent.com/a/ACg8ocJx0000000000000000000000=s96-c'],
    ];
    it.each(needed)('allows %s %s', (directive, url) => {
      expect(allows(policy, directive, url, self)).toBe(true);
    });

    it.each([
      ['connect-src', 'https://evil.example/collect'],
      ['connect-src', 'http://127.0.0.1:5001/demo-f8/europe-west1/f8ChatEurW'],
      ['script-src', 'https://cdn.example/x.js'],
      ['script-src', 'https://www.google.com/search'],
      ['img-src', 'https://tracker.example/pixel.gif'],
      ['frame-src', 'https://evil.example/'],
    ])('refuses %s %s', (directive, url) => {
      expect(allows(policy, directive, url, self)).toBe(false);
    });
  });
});
