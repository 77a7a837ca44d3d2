import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { brotliPreview } from './scripts/brotli-preview.ts';
import { preloadStartModules } from './scripts/preload-start-modules.ts';
import { DEFAULT_REGION } from './src/contract/region.ts';

/**
 * A call the mock server drops (a dev kit `drop` step) reaches the browser dropped too, as a real function's dropped
 * connection would: the proxy's own answer to a lost upstream (502 text/plain) would reach the Firebase SDK as an HTTP
 * error (`unknown`) instead of the network failure (`internal`) the dev kit's journal records. A mock server that is
 * not running at all still answers 502, with the proxy's log line saying why.
 */
const passDrops: ProxyOptions['configure'] = (proxy) => {
  proxy.on('error', (error, req, res) => {
    // The browser's connection as the request came in on it: the response may have none (yet, or any more), and then
    // Vite's own handler, after this one, would answer 502.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' && 'req' in res) req.socket.destroy();
  });
};

/**
 * In devkit mode the site's own origin proxies the mock server (callables, store API, dev kit, images)
 * and the Auth emulator, so the browser only ever talks to one loopback origin.
 */
function devkitProxy(): Record<string, ProxyOptions> {
  const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? '5001'}`;
  const auth = `http://127.0.0.1:${process.env.AUTH_PORT ?? '9099'}`;
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-f8';
  return {
    [`/${projectId}/`]: { target: mock, configure: passDrops },
    '/__devkit': { target: mock },
    '/store/v1': { target: mock, configure: passDrops },
    '/identitytoolkit.googleapis.com': { target: auth },
    '/securetoken.googleapis.com': { target: auth },
    '/emulator': { target: auth },
  };
}

const MODES = ['firebase', 'devkit', 'emulators'];

/**
 * A build must say which site it makes: `npm run build` is the production site only with VITE_F8_MODE=firebase
 * (in .env.production, docs/deploy.md). Without it the app would fall back to devkit mode and a deploy
 * would ship a site that talks to emulators on the visitor's own machine. The offline stacks set the variable.
 */
function requireBuildMode(): Plugin {
  return {
    name: 'require-build-mode',
    configResolved(config) {
      if (config.command !== 'build') return;
      const mode = config.env.VITE_F8_MODE as string | undefined;
      if (mode && MODES.includes(mode)) return;
      throw new Error(
        mode
          ? `VITE_F8_MODE=${mode} is not a mode: use firebase (production), devkit or emulators`
          : 'VITE_F8_MODE is not set: a production build needs VITE_F8_MODE=firebase and the Firebase settings (docs/deploy.md); ' +
              'set VITE_F8_MODE=devkit or emulators to build the offline site',
      );
    },
  };
}

/**
 * The offline sites (devkit and emulators modes) load images from their own origin only: the browser refuses any
 * other before asking for it, so nothing drawn there can leave loopback. The Firestore SDK's channel asks
 * `www.google.com/images/cleardot.gif` when its connection fails (a network test it has no setting for), which an
 * offline browser would otherwise send. Not the production site: its avatars come from any host a profile names.
 * Nor the site `npm run bench` measures (F8_AS_HOSTED=1), which stands for production: the meta moves Lighthouse's
 * simulated paint times (docs/benchmarks.md), so the bench would measure something production does not serve.
 */
function offlineImagesOnly(): Plugin {
  let offline = false;
  return {
    name: 'offline-images-only',
    configResolved(config) {
      offline = (config.env.VITE_F8_MODE ?? 'devkit') !== 'firebase' && process.env.F8_AS_HOSTED !== '1';
    },
    transformIndexHtml: () =>
      offline
        ? [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: "img-src 'self' data: blob:" },
              injectTo: 'head-prepend',
            },
          ]
        : [],
  };
}

/**
 * No CORS from Vite itself: its default answers any localhost origin, and on the proxied dev kit that let a page on
 * another local port read the store and the journal. The site calls its own origin, and what the proxy passes on gets
 * the mock server's CORS, which knows the site's origins only.
 */
const NO_CORS = false;

/** The offline sites may be framed by their own pages only (no clickjacking); the production site's headers are firebase.json's. */
const SAME_ORIGIN_FRAMES_ONLY = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };

/**
 * In production the first call of a visit (a feed's first page, a post) waits for a chain of other origins: App Check's
 * reCAPTCHA Enterprise (its loader on www.google.com, its script on www.gstatic.com), App Check's token exchange, then
 * the function (https://{region}-{project}.cloudfunctions.net, as the Functions SDK addresses it). Each preconnect opens
 * its connection (DNS, TCP, TLS) while the scripts download, instead of one after another along the chain. Anonymous
 * (`crossorigin`, a pool of its own) where the request is: the SDKs' fetches and reCAPTCHA's script; its loader is a
 * classic script, with cookies. The offline sites call their own origin (its proxy) and use no App Check.
 */
function preconnectFirstCall(): Plugin {
  let links: string[] = [];
  return {
    name: 'preconnect-first-call',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const project = env.VITE_FIREBASE_PROJECT_ID;
      links =
        env.VITE_F8_MODE === 'firebase' && project
          ? [
              '<link rel="preconnect" href="https://www.google.com" />',
              '<link rel="preconnect" href="https://www.gstatic.com" crossorigin />',
              '<link rel="preconnect" href="https://content-firebaseappcheck.googleapis.com" crossorigin />',
              `<link rel="preconnect" href="https://${env.VITE_FUNCTIONS_REGION || DEFAULT_REGION}-${project}.cloudfunctions.net" crossorigin />`,
            ]
          : [];
    },
    // Before the title, and so before the scripts and their preloads that the build adds at the end of the head.
    transformIndexHtml: (html) =>
      links.length
        ? html.replace(/(\n\s*)<title>/, (_all, indent: string) => `${links.map((l) => indent + l).join('')}${indent}<title>`)
        : html,
  };
}

/**
 * A page's address with a malformed escape (`/talk/%E0%A4%A`, a link cut short) gets the app, which shows the state
 * of what it cannot find, as for any other address; Vite's own servers answer it 404 with no page at all.
 */
function malformedAddressesGetTheApp(): Plugin {
  const toTheApp: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && req.headers.accept?.includes('text/html')) {
      try {
        decodeURI(req.url);
      } catch {
        req.url = '/';
      }
    }
    next();
  };
  return {
    name: 'malformed-addresses-get-the-app',
    configureServer: (server) => void server.middlewares.use(toTheApp),
    configurePreviewServer: (server) => void server.middlewares.use(toTheApp),
  };
}

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102), whose dev warnings
 * would run in production: a build takes the package's own production files instead.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * What the services' start runs before the first render (the 'adapters' group below): the composition root and the
 * modules of each mode it loads. The group takes what they import statically (the adapters every start needs, the
 * Firebase SDK parts they use at once, Inversify, zod), and nothing they import on demand: the Auth SDK
 * (adapters/firebase/lazy-auth.ts) and the adapters loaded on first use (adapters/on-first-use.ts) stay apart.
 */
const START_SERVICES =
  /([\\/]src[\\/]app[\\/](start-services|composition-root|early-calls)|[\\/]adapters[\\/]wiring[\\/](firebase|emulators|devkit)-mode)\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    requireBuildMode(),
    offlineImagesOnly(),
    preconnectFirstCall(),
    malformedAddressesGetTheApp(),
    preloadStartModules(),
    brotliPreview(),
    reactRouterProductionBuild(),
  ],
  server: { host: '127.0.0.1', strictPort: true, proxy: devkitProxy(), headers: SAME_ORIGIN_FRAMES_ONLY, cors: NO_CORS },
  preview: { host: '127.0.0.1', strictPort: true, proxy: devkitProxy(), headers: SAME_ORIGIN_FRAMES_ONLY, cors: NO_CORS },
  build: {
    target: 'es2022',
    // Source maps are written without a sourceMappingURL comment and moved beside the output (dist ->
    // dist-sourcemaps), so what Hosting serves never includes them; keep them to read production stack traces.
    sourcemap: 'hidden',
    // The Firestore SDK's on-demand chunk is over the default warning's size: it loads only for a signed-in person's own
    // documents, never before first content. What a first visit downloads is measured by `npm run bench:bundle` and
    // `npm run bench` instead.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every page needs in a few group chunks instead of about forty small files: fewer requests before first
        // content (each a round trip on HTTP/1.1, and headers), and one gzip window over related code. Firestore, App
        // Check, Firebase Auth and each screen stay in their own on-demand chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // React and what draws with it. Inversify and zod are the services' (below): they run before React arrives. The
              // feed's windowing library loads once the feed's first rows are drawn.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](react-query|query-core))[\\/]/,
              priority: 20,
            },
            {
              // The feed's windowing library, loaded once its first rows have painted (use-window-virtualizer.ts).
              name: 'windowing',
              test: /node_modules[\\/]@tanstack[\\/]virtual-core[\\/]/,
              priority: 20,
            },
            {
              // What the entry runs before the framework has arrived (src/main.tsx): the screens table and what it needs.
              name: 'boot',
              test: /([\\/]src[\\/]app[\\/]screens\.ts|[\\/]src[\\/]ui[\\/]brand\.ts|vite[\\/]preload-helper)/,
              priority: 30,
            },
            {
              // The app's shared code (shell, session, domain, config) in one file instead of about twenty; not the
              // sidebar (a screen of its own) nor the simulated profiles and people (what two screens alone need).
              // What the services' start uses is theirs ('adapters', above: a group takes what its modules import). Not
              // the wire contract: only adapters import it, the start's take their part, and the schemas only the
              // adapters loaded on first use parse go with those (adapters/on-first-use.ts), not into every first visit.
              name: 'app',
              // Only what two chunks or more share: code one screen alone uses stays in that screen's chunk.
              minShareCount: 2,
              test: /[\\/]src[\\/](ui|domain|ports|config)[\\/](?!sidebar\.tsx|simulated-|discovery\.ts|f8-words|mention-chips|use-people|mentions\.ts)/,
              priority: 8,
            },
            {
              // The domain's and the ports' code that the screens and the services' start both run, the wrapper of a port
              // loaded later and the signed-in hint, in a file without React or the adapters: a screen drawn before the
              // services (src/main.tsx, src/app/services-later.ts) loads it and not them.
              name: 'domain',
              test: /([\\/]src[\\/](domain|ports)[\\/](?!simulated-|mentions\.ts)|[\\/]adapters[\\/](on-first-use|session-hint)\.ts$)/,
              minShareCount: 2,
              priority: 12,
            },
            {
              // What both chats share (the user's people, their mentions as chips, f8's words) in one file only they load.
              // Below 'app', which keeps the shared code these import.
              name: 'chat',
              test: /[\\/]src[\\/](ui[\\/](f8-words|mention-chips|use-people)|domain[\\/]mentions)\.tsx?$/,
              priority: 7,
            },
            {
              // Firebase Auth loads on demand (adapters/firebase/lazy-auth.ts): a signed-out first visit draws without it.
              name: 'firebase-auth',
              test: /node_modules[\\/](firebase[\\/]auth|@firebase[\\/]auth)[\\/]/,
              // Below 'adapters', which takes the SDK parts both share first (a group pulls in what its modules import).
              priority: 5,
            },
            {
              // The services' start (src/app/start-services.ts: the composition root, the adapters every start needs, the
              // Firebase SDK parts they use at once, Inversify, zod) in one file that imports no framework: main.tsx runs
              // it while React is still downloading. On HTTP/1.1 each file before first content also waits its turn for
              // one of six connections. Above 'firebase-auth', so the SDK parts Auth shares stay here; the SDK modules
              // loaded on demand stay apart, as do the adapters loaded on first use (adapters/on-first-use.ts).
              name: 'adapters',
              test: START_SERVICES,
              priority: 10,
            },
          ],
        },
      },
      plugins: [
        {
          name: 'source-maps-beside-the-output',
          generateBundle(options, bundle) {
            if (!options.dir) return;
            const mapsDir = `${resolve(options.dir)}-sourcemaps`;
            rmSync(mapsDir, { recursive: true, force: true });
            for (const [fileName, output] of Object.entries(bundle)) {
              if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
              mkdirSync(dirname(join(mapsDir, fileName)), { recursive: true });
              writeFileSync(join(mapsDir, fileName), output.source);
              delete bundle[fileName];
            }
          },
        },
      ],
    },
  },
});
