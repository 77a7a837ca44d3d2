import { join } from 'node:path';
import { startMockServer } from '../../mock-server/main';
import type { MockServerState } from '../../mock-server/state';
import { startAuthEmulator } from '../auth-emulator';
import { PROJECT_ID, type StackPorts } from '../dev-stack';
import { seedDemoAccount } from '../seed-demo';
import { startHttpsFront } from './https-front';

const ROOT = join(import.meta.dirname, '..', '..');

/** Where the site's preview serves the bench's reference pages (scripts/bench/reference, scripts/bench/reference-data). */
export const REFERENCE_PATH = '/reference/';
export const DATA_REFERENCE_PATH = '/reference-data/';

export interface BenchStack {
  /** The site, e.g. https://127.0.0.1:7443 (HTTP/2), or http://127.0.0.1:7173 with `http1`. */
  url: string;
  /** Flags a Chromium needs to load `url`: the trust of the HTTP/2 front's own certificate. */
  chromiumArgs: string[];
  /** The mock server's own origin. */
  mockUrl: string;
  /** The mock server's state, so a section can load a bigger community and put the seed back. */
  state: MockServerState;
  stop(): Promise<void>;
}

export interface BenchProtocol {
  /** The HTTP/2 front's port (https-front.ts); null serves the preview itself, over HTTP/1.1. */
  http2Port: number | null;
}

/**
 * What `startStack({ preview: true, mode: 'devkit', ports })` of dev-stack.ts starts (the Auth emulator, the
 * mock server with the demo account, a production build served by `vite preview`), assembled from the same
 * parts here because the search section needs the mock server's state: it swaps in 10,000 posts for a while.
 * In front of the preview, unless `protocol` says otherwise, HTTP/2 over TLS, as Hosting serves the site.
 */
export async function startBenchStack(ports: StackPorts, log: (line: string) => void, protocol: BenchProtocol): Promise<BenchStack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined);
  };
  try {
    const siteOrigins = [`http://127.0.0.1:${ports.site}`, `http://localhost:${ports.site}`];
    if (protocol.http2Port !== null) siteOrigins.push(`https://127.0.0.1:${protocol.http2Port}`);
    const [auth, mock] = await Promise.all([
      startAuthEmulator({ projectId: PROJECT_ID, ports, persistDir: null, log, verbose: false }),
      startMockServer(ports.mock, { projectId: PROJECT_ID, allowedOrigins: siteOrigins, aiModel: null }),
    ]);
    stops.push(
      () => auth.stop(),
      () => mock.close(),
    );
    await seedDemoAccount(ports.auth, mock.state);

    // vite.config.ts reads these to proxy the backends through the site's origin; the app reads VITE_*.
    process.env.MOCK_PORT = String(ports.mock);
    process.env.AUTH_PORT = String(ports.auth);
    process.env.VITE_F8_MODE = 'devkit';
    process.env.VITE_FIREBASE_PROJECT_ID = PROJECT_ID;
    // The site as production serves it: without the offline sites' image policy (vite.config.ts).
    process.env.F8_AS_HOSTED = '1';
    const vite = await import('vite');
    const configFile = join(ROOT, 'vite.config.ts');
    const outDir = join(ROOT, '.devkit', `bench-preview-${ports.site}`);
    log('building the site (vite build, production)…');
    await vite.build({ configFile, root: ROOT, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    // The reference pages, by the same config, served by the same preview.
    for (const [dir, base] of [
      ['reference', REFERENCE_PATH],
      ['reference-data', DATA_REFERENCE_PATH],
    ] as const)
      await vite.build({
        configFile,
        root: join(import.meta.dirname, dir),
        base,
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        build: { outDir: join(outDir, base), emptyOutDir: true },
      });
    const server = await vite.preview({ configFile, root: ROOT, build: { outDir }, preview: { port: ports.site } });
    stops.push(() => server.close());
    const common = { mockUrl: mock.url, state: mock.state, stop };
    if (protocol.http2Port === null) return { url: `http://127.0.0.1:${ports.site}`, chromiumArgs: [], ...common };
    const front = await startHttpsFront(protocol.http2Port, ports.site);
    stops.push(() => front.close());
    return { url: front.url, chromiumArgs: front.chromiumArgs, ...common };
  } catch (error) {
    await stop();
    throw error;
  }
}
