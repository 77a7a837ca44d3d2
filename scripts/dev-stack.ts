import { join } from 'node:path';
import { startMockServer } from '../mock-server/main';
import { startAuthEmulator } from './auth-emulator';
import { seedDemoAccount } from './seed-demo';

/**
 * The whole offline site, wired together: the Auth emulator (auth-emulator.ts), the mock server, the demo
 * account (seed-demo.ts) and the site (Vite dev server, or a production build in preview), on the ports of
 * `StackPorts`, with the environment vite.config.ts reads to proxy the backends through the site's origin.
 */
const ROOT = join(import.meta.dirname, '..');
export const PROJECT_ID = 'demo-f8';

export interface StackPorts {
  site: number;
  mock: number;
  auth: number;
  hub: number;
  logging: number;
}

export function portsFromEnv(): StackPorts {
  const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
  return {
    site: num('PORT', 5173),
    mock: num('MOCK_PORT', 5001),
    auth: num('AUTH_PORT', 9099),
    hub: num('EMULATOR_HUB_PORT', 4400),
    logging: num('EMULATOR_LOGGING_PORT', 4500),
  };
}

export interface Stack {
  url: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  ports: StackPorts;
  preview: boolean;
  /** Keep accounts and documents across restarts: true for .devkit/persist, or a directory. */
  persist?: boolean | string;
  /**
   * Firebase project id (default demo-f8). firebase-tools finds a running emulator hub by project id, so two
   * stacks that export data at the same time need different ids.
   */
  projectId?: string;
  /** Pass the Auth emulator's own output to `log` (also DEVKIT_VERBOSE=1). */
  verbose?: boolean;
  /** Start the site too (default); tests of the backend alone turn it off. */
  site?: boolean;
  log?: (line: string) => void;
}

/** Serves the site on `port`: a production build in preview, else the Vite dev server. Resolves to its stop. */
async function startSite(port: number, preview: boolean): Promise<() => Promise<void>> {
  const vite = await import('vite');
  const configFile = join(ROOT, 'vite.config.ts');
  if (preview) {
    await vite.build({ configFile, root: ROOT, logLevel: 'warn', mode: 'production' });
    const server = await vite.preview({ configFile, root: ROOT, preview: { port } });
    return () => server.close();
  }
  const server = await vite.createServer({ configFile, root: ROOT, server: { port } });
  await server.listen();
  return () => server.close();
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports, preview } = options;
  const projectId = options.projectId ?? PROJECT_ID;
  const persistDir = typeof options.persist === 'string' ? options.persist : options.persist ? join(ROOT, '.devkit', 'persist') : null;
  const log = options.log ?? ((line: string) => console.log(line));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const siteOrigins = [`http://127.0.0.1:${ports.site}`, `http://localhost:${ports.site}`];
    const [auth, mock] = await Promise.all([
      startAuthEmulator({
        projectId,
        ports,
        persistDir: persistDir && join(persistDir, 'auth'),
        log,
        verbose: options.verbose ?? process.env.DEVKIT_VERBOSE === '1',
      }),
      startMockServer(ports.mock, {
        projectId,
        allowedOrigins: siteOrigins,
        ...(persistDir ? { persistFile: join(persistDir, 'store.json') } : {}),
      }),
    ]);
    stops.push(
      () => auth.stop(),
      () => mock.close(),
    );
    await seedDemoAccount(ports.auth, mock.state);
    log(`auth emulator on http://127.0.0.1:${ports.auth}, mock server on ${mock.url}${persistDir ? `, persisting to ${persistDir}` : ''}`);

    if (options.site === false) return { url: mock.url, stop };
    // vite.config.ts reads these to proxy the emulators through the site's origin.
    process.env.MOCK_PORT = String(ports.mock);
    process.env.AUTH_PORT = String(ports.auth);
    process.env.VITE_F8_MODE ??= 'devkit';
    stops.push(await startSite(ports.site, preview));
    return { url: `http://localhost:${ports.site}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
