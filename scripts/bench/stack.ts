import { join } from 'node:path';
import { startMockServer } from '../../mock-server/main';
import type { MockServerState } from '../../mock-server/state';
import { startAuthEmulator } from '../auth-emulator';
import { PROJECT_ID, type StackPorts } from '../dev-stack';
import { seedDemoAccount } from '../seed-demo';

const ROOT = join(import.meta.dirname, '..', '..');

export interface BenchStack {
  /** The site, e.g. http://127.0.0.1:7173 */
  url: string;
  /** The mock server's own origin. */
  mockUrl: string;
  /** The mock server's state, so a section can load a bigger community and put the seed back. */
  state: MockServerState;
  stop(): Promise<void>;
}

/**
 * What `startStack({ preview: true, mode: 'devkit', ports })` of dev-stack.ts starts (the Auth emulator, the
 * mock server with the demo account, a production build served by `vite preview`), assembled from the same
 * parts here because the search section needs the mock server's state: it swaps in 10,000 posts for a while.
 */
export async function startBenchStack(ports: StackPorts, log: (line: string) => void): Promise<BenchStack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => undefined);
  };
  try {
    const siteOrigins = [`http://127.0.0.1:${ports.site}`, `http://localhost:${ports.site}`];
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
    const vite = await import('vite');
    const configFile = join(ROOT, 'vite.config.ts');
    const outDir = join(ROOT, '.devkit', `bench-preview-${ports.site}`);
    log('building the site (vite build, production)…');
    await vite.build({ configFile, root: ROOT, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    const server = await vite.preview({ configFile, root: ROOT, build: { outDir }, preview: { port: ports.site } });
    stops.push(() => server.close());
    return { url: `http://127.0.0.1:${ports.site}`, mockUrl: mock.url, state: mock.state, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
