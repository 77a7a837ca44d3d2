import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repositoryHosting } from './hosting-emulator';

/** The Firestore SDK's own host name (as scripts/bench-bundle.ts looks for it; the word alone is in our DI tokens). */
const FIRESTORE_SDK = 'firestore.googleapis.com';

/** The Auth SDK's own API host: in its chunk alone. */
const AUTH_SDK = 'identitytoolkit.googleapis.com';

/** What the offline modes put in a bundle: emulator connections and addresses, the dev kit, the demo project. */
const OFFLINE_MARKERS = [
  'You are using the Auth Emulator', // connectAuthEmulator's console warning, present whenever it is bundled
  '/emulator/',
  '127.0.0.1',
  'localhost:',
  '__devkit',
  '/store/v1',
  'demo-f8',
  'demo-api-key',
];

/** The production modules the composition root loads before the first render: one file (firebase, App Check, Firestore). */
const PRODUCTION_MODULES = ['adapters/wiring/firebase-mode.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('the production build (firebase mode)', () => {
  const { outDir, mapsDir } = inject('productionBuild');
  let manifest: Manifest;
  let scripts: Map<string, string>;
  const code = (file: string) => scripts.get(file) ?? '';

  /** The JavaScript files a chunk loads before it runs: itself and its static imports, transitively. */
  function staticClosure(keys: string[]): Set<string> {
    const files = new Set<string>();
    const pending = [...keys];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      pending.push(...(chunk.imports ?? []));
    }
    return files;
  }

  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    scripts = new Map(
      filesUnder(outDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(join(outDir, file), 'utf8')]),
    );
  });

  it('loads Firestore only on demand: not from index.html, the modules loaded before the first render or any screen', () => {
    const withFirestore = [...scripts.keys()].filter((file) => code(file).includes(FIRESTORE_SDK));
    // The SDK is in the build (else this test could not fail), in a chunk of its own.
    expect(withFirestore.length).toBeGreaterThan(0);

    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(fromHtml.length).toBeGreaterThan(0);
    const screens = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /^src\/(features|ui)\//.test(key));
    // Every screen family of src/app/routes.tsx is its own lazily loaded chunk.
    for (const screen of ['src/features/feed/feed-page.tsx', 'src/features/post/post-page.tsx', 'src/features/user/user-page.tsx'])
      expect(screens).toContain(screen);
    for (const module of PRODUCTION_MODULES) expect(manifest[module]?.isDynamicEntry, module).toBe(true);

    const critical = new Set([...fromHtml, ...staticClosure(['index.html', ...PRODUCTION_MODULES, ...screens])]);
    expect(withFirestore.filter((file) => critical.has(file))).toEqual([]);
  });

  it('loads the Auth SDK only on demand: a signed-out first visit draws without it (adapters/firebase/lazy-auth.ts)', () => {
    const withAuth = [...scripts.keys()].filter((file) => code(file).includes(AUTH_SDK));
    expect(withAuth.length).toBeGreaterThan(0);
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const critical = new Set([...fromHtml, ...staticClosure(['index.html', ...PRODUCTION_MODULES])]);
    expect(withAuth.filter((file) => critical.has(file))).toEqual([]);
  });

  it("loads the adapters of a signed-in person's documents and of the screens' callables on first use (adapters/on-first-use.ts)", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const start = new Set([...fromHtml, ...staticClosure(['index.html', ...PRODUCTION_MODULES])]);
    for (const module of ['adapters/firebase/firestore-documents.ts', 'adapters/firebase/screen-callables.ts']) {
      const chunk = manifest[module];
      expect(chunk?.isDynamicEntry, `${module} is loaded with import()`).toBe(true);
      expect(start.has(chunk?.file ?? ''), `${module} is in a file every start loads`).toBe(false);
    }
    // Nor the schemas only they parse: the stored documents' (a thread message's field, as Firestore stores it).
    const startCode = [...start].map(code).join('\n');
    expect(startCode.includes('suggested_responses'), "the stored documents' schemas are in a file every start loads").toBe(false);
  });

  it("announces the app's start in index.html, so it downloads beside the entry, and not the services' start", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g)].map((m) => m[1]));
    const app = staticClosure(['src/app/start.tsx']);
    for (const file of app) expect(preloaded, file).toContain(file);
    // Not the services (adapters with the Firebase SDK's app and callables, Inversify, zod): a screen drawn before them
    // (src/main.tsx) asks for them after its first paint, so they do not share the connection with what it needs.
    const services = [...staticClosure(['src/app/start-services.ts', ...PRODUCTION_MODULES])].filter((file) => !app.has(file));
    expect(services.length).toBeGreaterThan(0);
    for (const file of services) expect(preloaded, file).not.toContain(file);
    // Nor any screen, for every path.
    const screens = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /^src\/(features|ui)\//.test(key));
    for (const screen of screens) expect(preloaded).not.toContain(manifest[screen]?.file);
    // React's file, the largest, is announced last: the smaller ones arrive and compile while it downloads.
    const react = [...scripts].filter(([, text]) => text.includes('react.dev/errors')).map(([file]) => file);
    expect([...preloaded].at(-1)).toBe(react[0]);
  });

  it('draws a screen that needs no service without any of their code: the login, the f8 chat and the marketing pages', () => {
    const services = staticClosure(['src/app/start-services.ts', ...PRODUCTION_MODULES]);
    const drawn = staticClosure([
      'index.html',
      'src/app/start.tsx',
      'src/ui/sidebar.tsx',
      'src/ui/marketing-header.tsx',
      'src/features/login/login-page.tsx',
      'src/features/f8chat/f8chat-page.tsx',
      'src/features/marketing/about-page.tsx',
    ]);
    // Inversify's error for a missing binding: in the services' code, and in nothing those screens load.
    const inversify = (file: string) => code(file).includes('No bindings found for service');
    expect([...services].filter(inversify)).toHaveLength(1);
    expect([...drawn].filter(inversify)).toEqual([]);
    // Nor the callables' client: the Functions SDK, which addresses the functions' origin.
    const functionsSdk = (file: string) => code(file).includes('cloudfunctions.net');
    expect([...services].filter(functionsSdk).length).toBeGreaterThan(0);
    expect([...drawn].filter(functionsSdk)).toEqual([]);
  });

  it("opens the first call's connections while the scripts download: App Check's reCAPTCHA and exchange, the functions", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const origin = `https://europe-west1-${inject('productionBuild').projectId}.cloudfunctions.net`;
    expect([...html.matchAll(/<link rel="preconnect"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="preconnect" href="https://www.google.com" />',
      '<link rel="preconnect" href="https://www.gstatic.com" crossorigin />',
      '<link rel="preconnect" href="https://content-firebaseappcheck.googleapis.com" crossorigin />',
      `<link rel="preconnect" href="${origin}" crossorigin />`,
    ]);
    // The origins App Check's SDK loads reCAPTCHA from and exchanges its token with, as this version spells them.
    const appCheck = [...scripts.values()].find((text) => text.includes('content-firebaseappcheck.googleapis.com')) ?? '';
    expect(appCheck).toContain('https://www.google.com/recaptcha/enterprise.js');
    // It comes before the scripts, so the browser starts it as it reads them.
    expect(html.indexOf('rel="preconnect"')).toBeLessThan(html.indexOf('<script'));
  });

  it("starts the services (adapters, first auth check, the route's first call) without React: they run while it downloads", () => {
    // React DOM's production error links: in the framework's file, and in nothing the services' start loads.
    const react = [...scripts].filter(([, text]) => text.includes('react.dev/errors')).map(([file]) => file);
    expect(react).toHaveLength(1);
    const services = staticClosure(['src/app/start-services.ts', ...PRODUCTION_MODULES]);
    expect(services.size).toBeGreaterThan(1);
    expect([...services].filter((file) => react.includes(file))).toEqual([]);
  });

  it('contains no emulator connection, dev kit code or demo project', () => {
    const offlineModules = Object.values(manifest)
      .flatMap((chunk) => [chunk.src ?? '', ...(chunk.dynamicImports ?? [])])
      .filter((src) => /^(adapters\/devkit\/|mock-server\/|adapters\/firebase\/emulators\.module)/.test(src));
    expect(offlineModules).toEqual([]);
    const found = [...scripts].flatMap(([file, text]) =>
      OFFLINE_MARKERS.filter((marker) => text.includes(marker)).map((m) => `${file}: ${m}`),
    );
    expect(found).toEqual([]);
  });

  it('limits no image host: the offline sites’ image policy is theirs alone (avatars here come from any host a profile names)', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain('Content-Security-Policy');
  });

  it("takes React Router's production build, without its development warnings (vite.config.ts)", () => {
    const all = [...scripts.values()].join('\n');
    expect(all.includes('useRoutes'), 'React Router is in the bundle').toBe(true);
    // A warning of the development build (its package exports name no other, remix-run/react-router#14102).
    expect(all.includes('No routes matched location'), "React Router's development build is in the bundle").toBe(false);
  });

  it('sets no App Check debug token, and activates App Check with reCAPTCHA Enterprise', () => {
    const all = [...scripts.values()].join('\n');
    // The App Check SDK reads the global to offer debug mode on a developer's machine; nothing of ours sets it.
    expect(all).not.toMatch(/FIREBASE_APPCHECK_DEBUG_TOKEN\s*=(?!=)/);
    expect(all).not.toMatch(/APP_CHECK_DEBUG/i);
    expect(all).toContain('https://www.google.com/recaptcha/enterprise.js');
    expect(all).toContain(inject('productionBuild').projectId);
  });

  it('serves no source map: hidden maps are written beside the output, never inside it', () => {
    const { ignore = [] } = repositoryHosting();
    expect(ignore).toContain('**/*.map');
    // Like .gitignore: a file is left out when it or a folder it is in matches a pattern.
    const ignored = (file: string) =>
      file.split('/').some((_, i, parts) => ignore.some((glob) => matchesGlob(parts.slice(0, i + 1).join('/'), glob)));
    const served = filesUnder(outDir).filter((file) => !ignored(file));
    expect(served).not.toContain('.vite/manifest.json');
    expect(served).toContain('index.html');
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(filesUnder(outDir).filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const text of scripts.values()) expect(text).not.toContain('sourceMappingURL');
    // The maps exist (hidden), outside what Hosting serves.
    expect(existsSync(mapsDir)).toBe(true);
    const maps = filesUnder(mapsDir);
    expect(maps).toContain(`${manifest['index.html']?.file}.map`);
    // Every chunk of code has one. Only chunks with no code of their own have none: Rolldown's runtime helpers, and
    // the re-exports of modules that sit in a group chunk (vite.config.ts) or re-export an SDK's parts.
    const mapped = new Set(maps.map((map) => map.replace(/\.map$/, '')));
    const unmapped = [...scripts].filter(([file]) => !mapped.has(file));
    expect(unmapped.length).toBeLessThan(scripts.size / 4);
    for (const [file, text] of unmapped) expect(text.length, file).toBeLessThan(1024);
    for (const map of maps) expect(scripts.has(map.replace(/\.map$/, '')), map).toBe(true);
  });
});
