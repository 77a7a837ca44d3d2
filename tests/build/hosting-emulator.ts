import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnFirebaseCli } from '../../scripts/firebase-cli';
import { freePort } from '../support/free-port';

const ROOT = join(import.meta.dirname, '..', '..');

/** The `hosting` section of the repository's firebase.json: what `firebase deploy --only hosting` uses. */
export interface HostingConfig {
  public: string;
  ignore?: string[];
  rewrites?: { source: string; destination: string }[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

export function repositoryHosting(): HostingConfig {
  const json = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting?: HostingConfig };
  if (!json.hosting) throw new Error('firebase.json has no hosting section');
  return json.hosting;
}

export interface HostingEmulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves `publicDir` with the firebase-tools Hosting emulator under firebase.json's own hosting section, on
 * free loopback ports and offline: a demo project, no Emulator UI, and a CLI config store that switches off
 * usage reports and the message of the day (scripts/firebase-cli.ts).
 */
export async function startHostingEmulator(publicDir: string): Promise<HostingEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'tether-hosting-'));
  const [hosting, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      // firebase-tools joins `public` to the config's folder even when it is absolute, so it goes relative.
      hosting: { ...repositoryHosting(), public: relative(dir, publicDir) },
      emulators: {
        hosting: { host: '127.0.0.1', port: hosting },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawnFirebaseCli(dir, ['emulators:start', '--only', 'hosting', '--project', 'demo-tether-hosting', '--config', config]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${hosting}`;
  const deadline = Date.now() + 90_000;
  while (!output.includes('All emulators ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Hosting emulator did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
