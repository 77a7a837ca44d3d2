import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnFirebaseCli } from './firebase-cli';

const ROOT = join(import.meta.dirname, '..');

export interface AuthEmulatorOptions {
  projectId: string;
  /** The emulator's own port, and the hub and logging ports firebase-tools also opens. */
  ports: { auth: number; hub: number; logging: number };
  /** Import accounts from here on start and export them here on stop; nothing persists when null. */
  persistDir: string | null;
  log: (line: string) => void;
  /** Pass the CLI's own output to `log`. */
  verbose: boolean;
}

export interface AuthEmulator {
  /** Exports accounts (with persistence on), then stops the CLI; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Polls `url` until it answers and `ready()` holds (for what the HTTP check alone cannot see). */
async function waitFor(url: string, timeoutMs: number, child: ChildProcess, ready: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`);
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

/** A generated firebase.json for the Auth emulator alone, on these ports. */
function writeConfig(dir: string, ports: AuthEmulatorOptions['ports']): string {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
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
  return config;
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
 * Starts the Firebase Auth emulator (firebase-tools) on loopback, offline; resolves once the CLI says every
 * emulator is ready (after importing persisted accounts).
 */
export async function startAuthEmulator({ projectId, ports, persistDir, log, verbose }: AuthEmulatorOptions): Promise<AuthEmulator> {
  const dir = join(ROOT, '.devkit', `auth-${ports.auth}`);
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', writeConfig(dir, ports)];
  if (persistDir) {
    // Like the emulators' own persistence: import the last run's accounts, export them again on exit.
    if (existsSync(join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  const child = spawnFirebaseCli(dir, args);
  // A process that ends without the stack's stop (a crash, an exit elsewhere) takes the emulator along.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.removeListener('exit', orphanGuard));
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
  return {
    async stop() {
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
    },
  };
}
