import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '../emulator-seed/accounts';
import { startMockServer } from '../mock-server/main';

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
  return { site: num('PORT', 5173), mock: num('MOCK_PORT', 5001), auth: num('AUTH_PORT', 9099), hub: num('EMULATOR_HUB_PORT', 4400), logging: num('EMULATOR_LOGGING_PORT', 4500) };
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
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
async function startAuthEmulator(ports: StackPorts, log: (line: string) => void): Promise<() => Promise<void>> {
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
  writeFileSync(join(dir, 'xdg', 'configstore', 'firebase-tools.json'), JSON.stringify({ usage: false, motd: { fetched: Date.now() + 365 * 86_400_000 } }));
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    env: { ...process.env, XDG_CONFIG_HOME: join(dir, 'xdg'), NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.DEVKIT_VERBOSE) log(chunk.toString().trimEnd());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  try {
    await waitFor(`http://127.0.0.1:${ports.auth}/`, 60_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Auth emulator failed to start:\n${output.slice(-2000)}\n${String(error)}`);
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Creates the demo account in the Auth emulator (it starts empty). */
async function seedAuth(ports: StackPorts): Promise<void> {
  const base = `http://127.0.0.1:${ports.auth}`;
  await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  const res = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ACCOUNT, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Seeding the demo account failed: ${res.status} ${await res.text()}`);
}

export interface Stack {
  url: string;
  stop(): Promise<void>;
}

/** The whole offline site: Auth emulator, mock server and the site (Vite dev server, or a production build in preview). */
export async function startStack(options: { ports: StackPorts; preview: boolean; log?: (line: string) => void }): Promise<Stack> {
  const { ports, preview } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const siteOrigins = [`http://127.0.0.1:${ports.site}`, `http://localhost:${ports.site}`];
    const [stopAuth, mock] = await Promise.all([startAuthEmulator(ports, log), startMockServer(ports.mock, { projectId: PROJECT_ID, allowedOrigins: siteOrigins })]);
    stops.push(stopAuth, () => mock.close());
    await seedAuth(ports);
    log(`auth emulator on http://127.0.0.1:${ports.auth}, mock server on ${mock.url}`);

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
