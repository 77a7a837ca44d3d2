import { join } from 'node:path';
import { FirestoreBackend } from '../mock-server/firestore/firestore-backend';
import { callTimeoutFromEnv } from '../mock-server/devkit/holds';
import { startMockServer } from '../mock-server/main';
import { startAuthEmulator } from './auth-emulator';
import { exportFirestore, findFirestoreEmulator, readRules, RULES_FILE, startFirestoreEmulator } from './firestore-emulator';
import { seedDemoAccount } from './seed-demo';

/**
 * The whole offline site, wired together: the Auth emulator (auth-emulator.ts), in emulators mode the
 * Firestore emulator (firestore-emulator.ts) with the project's rules, the mock server (callables and the
 * dev kit), the demo account (seed-demo.ts) and the site (Vite dev server, or a production build in
 * preview), on the ports of `StackPorts`, with the environment vite.config.ts reads to proxy the backends
 * through the site's origin.
 *
 * Modes (DESIGN.md): `emulators` keeps per-user documents in the Firestore emulator, as production keeps
 * them in Firestore; `devkit` keeps them in the mock server's store, for machines without the emulator.
 */
const ROOT = join(import.meta.dirname, '..');
export const PROJECT_ID = 'demo-f8';

export interface StackPorts {
  site: number;
  mock: number;
  auth: number;
  hub: number;
  logging: number;
  firestore: number;
}

export type OfflineMode = 'emulators' | 'devkit';

export function portsFromEnv(): StackPorts {
  const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
  return {
    site: num('PORT', 5173),
    mock: num('MOCK_PORT', 5001),
    auth: num('AUTH_PORT', 9099),
    hub: num('EMULATOR_HUB_PORT', 4400),
    logging: num('EMULATOR_LOGGING_PORT', 4500),
    firestore: num('FIRESTORE_PORT', 8080),
  };
}

export interface Stack {
  url: string;
  /** The mode that runs: emulators falls back to devkit where the Firestore emulator cannot start. */
  mode: OfflineMode;
  stop(): Promise<void>;
}

export interface StackOptions {
  ports: StackPorts;
  preview: boolean;
  /** Where per-user documents live (default devkit); emulators needs Java and the Firestore emulator's jar. */
  mode?: OfflineMode;
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

/**
 * Serves the site on `port`: a production build in preview (built into its own folder, so two stacks can
 * build at once), else the Vite dev server. Resolves to its stop.
 */
async function startSite(port: number, preview: boolean): Promise<() => Promise<void>> {
  const vite = await import('vite');
  const configFile = join(ROOT, 'vite.config.ts');
  if (preview) {
    const outDir = join(ROOT, '.devkit', `preview-${port}`);
    await vite.build({ configFile, root: ROOT, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    const server = await vite.preview({ configFile, root: ROOT, build: { outDir }, preview: { port } });
    return () => server.close();
  }
  const server = await vite.createServer({ configFile, root: ROOT, server: { port } });
  await server.listen();
  return () => server.close();
}

/**
 * The stop of everything `stops` holds when it is called: the last started first, each once. A second call
 * (a Ctrl-C while the first runs, or a caller's own stop after a failed start) waits for the same run.
 */
export function stopAll(stops: readonly (() => Promise<void>)[]): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      for (const s of [...stops].reverse()) await s().catch(() => undefined);
    })());
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { ports, preview } = options;
  const projectId = options.projectId ?? PROJECT_ID;
  const persistDir = typeof options.persist === 'string' ? options.persist : options.persist ? join(ROOT, '.devkit', 'persist') : null;
  const log = options.log ?? ((line: string) => console.log(line));
  const stops: (() => Promise<void>)[] = [];
  const stop = stopAll(stops);
  try {
    let mode = options.mode ?? 'devkit';
    const setup = findFirestoreEmulator();
    if (mode === 'emulators' && !setup.ok) {
      log(`The Firestore emulator cannot start here (${setup.why}); running in devkit mode instead.`);
      mode = 'devkit';
    }
    let firestore: FirestoreBackend | undefined;
    if (mode === 'emulators') {
      const firestoreDir = persistDir && join(persistDir, 'firestore');
      const emulator = await startFirestoreEmulator({ port: ports.firestore, rules: RULES_FILE, importDir: firestoreDir, log });
      stops.push(async () => {
        if (firestoreDir)
          await exportFirestore(emulator.hostPort, projectId, firestoreDir).catch((e: unknown) =>
            log(`Firestore export failed: ${String(e)}`),
          );
        await emulator.stop();
      });
      firestore = new FirestoreBackend(emulator.hostPort, projectId, readRules());
    }
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
        ...(firestore ? { firestore } : {}),
      }),
    ]);
    stops.push(
      () => auth.stop(),
      () => mock.close(),
    );
    await seedDemoAccount(ports.auth, mock.state);
    const documents = firestore ? `Firestore emulator on http://${firestore.hostPort}` : 'documents in the mock server';
    log(
      `${mode} mode: auth emulator on http://127.0.0.1:${ports.auth}, ${documents}, mock server on ${mock.url}` +
        (persistDir ? `, persisting to ${persistDir}` : ''),
    );

    if (options.site === false) return { url: mock.url, mode, stop };
    // vite.config.ts reads these to proxy the emulators through the site's origin; the app reads VITE_*.
    process.env.MOCK_PORT = String(ports.mock);
    process.env.AUTH_PORT = String(ports.auth);
    process.env.VITE_F8_MODE = mode;
    process.env.VITE_FIREBASE_PROJECT_ID = projectId;
    // The page gives up on a callable when the mock server stops holding it (F8_CALL_TIMEOUT_MS, checked as it started).
    process.env.VITE_F8_CALL_TIMEOUT_MS = String(callTimeoutFromEnv(process.env));
    if (firestore) process.env.VITE_FIRESTORE_EMULATOR_HOST = firestore.hostPort;
    stops.push(await startSite(ports.site, preview));
    return { url: `http://localhost:${ports.site}`, mode, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
