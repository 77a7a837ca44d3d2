import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '../emulator-seed/accounts';
import { startMockServer } from '../mock-server/main';
import type { DocumentStore } from '../mock-server/store/document-store';

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

/** Polls `url` until it answers and `ready()` holds (for what the HTTP check alone cannot see). */
async function waitFor(url: string, timeoutMs: number, child?: ChildProcess, ready: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok && ready()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/**
 * Starts the Firebase Auth emulator (firebase-tools) on loopback with a generated config, keeping the CLI
 * from phoning home (MOTD, usage, update checks) so nothing leaves the machine.
 */
async function startAuthEmulator(
  ports: StackPorts,
  projectId: string,
  persistDir: string | null,
  log: (line: string) => void,
  verbose: boolean,
): Promise<() => Promise<void>> {
  const dir = join(ROOT, '.devkit', `auth-${ports.auth}`);
  mkdirSync(join(dir, 'xdg', 'configstore'), { recursive: true });
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  writeFileSync(
    join(dir, 'xdg', 'configstore', 'firebase-tools.json'),
    JSON.stringify({ usage: false, motd: { fetched: Date.now() + 365 * 86_400_000 } }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')];
  if (persistDir) {
    // Like the emulators' own persistence: import the last run's accounts, export them again on exit.
    if (existsSync(join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), args, {
    cwd: dir,
    env: {
      ...process.env,
      XDG_CONFIG_HOME: join(dir, 'xdg'),
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (verbose) log(chunk.toString().trimEnd());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  try {
    // The emulator answers HTTP before it has imported persisted accounts (firebase-tools imports them over
    // HTTP after start); the CLI prints this line only once every import is done.
    await waitFor(`http://127.0.0.1:${ports.auth}/`, 60_000, child, () => output.includes('All emulators ready'));
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Auth emulator failed to start:\n${output.slice(-2000)}\n${String(error)}`);
  }
  return async () => {
    if (child.exitCode !== null) return;
    if (persistDir) await exportAuth(ports.hub, persistDir, log);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  };
}

/**
 * Exports the emulator's accounts through the hub and waits until the export is written. --export-on-exit
 * stays for Ctrl-C (the emulator gets the signal itself), but it races a busy machine; this does not.
 */
async function exportAuth(hubPort: number, path: string, log: (line: string) => void): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, initiatedBy: 'devkit' }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) log(`auth export failed: ${res.status} ${await res.text()}`);
  } catch (error) {
    // Already shutting down (Ctrl-C reached the emulator first): its own export-on-exit takes over.
    log(`auth export through the hub did not run: ${String(error)}`);
  }
}

/**
 * Creates the demo account in the Auth emulator and its profile documents in the mock store. With
 * persistence on, an existing demo account (imported from the last run) is kept.
 */
async function seedDemo(ports: StackPorts, store: DocumentStore): Promise<void> {
  const base = `http://127.0.0.1:${ports.auth}`;
  const post = (path: string, body: object) =>
    fetch(`${base}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('accounts:signUp', { ...DEMO_ACCOUNT, returnSecureToken: true });
  if (!res.ok)
    res = await post('accounts:signInWithPassword', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      returnSecureToken: true,
    });
  if (!res.ok) throw new Error(`Seeding the demo account failed: ${res.status} ${await res.text()}`);
  const { localId } = (await res.json()) as { localId: string };
  if (!store.get(`users/${localId}`)) {
    const created = new Date().toISOString();
    store.set(`users/${localId}`, {
      uid: localId,
      email: DEMO_ACCOUNT.email,
      displayName: DEMO_ACCOUNT.displayName,
      firstName: DEMO_ACCOUNT.displayName.split(' ')[0] ?? null,
      createdAt: created,
      language: 'en',
      timezone: 'Europe/London',
    });
    store.set(`users/${localId}/meta/firstLoad`, { created, platform: 'web' });
  }
}

export interface Stack {
  url: string;
  stop(): Promise<void>;
}

/** The whole offline site: Auth emulator, mock server and the site (Vite dev server, or a production build in preview). */
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
    const [stopAuth, mock] = await Promise.all([
      startAuthEmulator(
        ports,
        projectId,
        persistDir && join(persistDir, 'auth'),
        log,
        options.verbose ?? process.env.DEVKIT_VERBOSE === '1',
      ),
      startMockServer(ports.mock, {
        projectId,
        allowedOrigins: siteOrigins,
        ...(persistDir ? { persistFile: join(persistDir, 'store.json') } : {}),
      }),
    ]);
    stops.push(stopAuth, () => mock.close());
    await seedDemo(ports, mock.state.store);
    log(`auth emulator on http://127.0.0.1:${ports.auth}, mock server on ${mock.url}${persistDir ? `, persisting to ${persistDir}` : ''}`);

    if (options.site === false) return { url: mock.url, stop };
    // vite.config.ts reads these to proxy the emulators through the site's origin.
    process.env.MOCK_PORT = String(ports.mock);
    process.env.AUTH_PORT = String(ports.auth);
    process.env.VITE_F8_MODE ??= 'devkit';
    const vite = await import('vite');
    const configFile = join(ROOT, 'vite.config.ts');
    if (preview) {
      await vite.build({ configFile, root: ROOT, logLevel: 'warn', mode: 'production' });
      const server = await vite.preview({ configFile, root: ROOT, preview: { port: ports.site } });
      stops.push(() => server.close());
    } else {
      const server = await vite.createServer({ configFile, root: ROOT, server: { port: ports.site } });
      await server.listen();
      stops.push(() => server.close());
    }
    return { url: `http://localhost:${ports.site}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
