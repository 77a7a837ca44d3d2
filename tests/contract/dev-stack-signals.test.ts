import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PORTS = { PORT: '5731', MOCK_PORT: '5732', AUTH_PORT: '9731', EMULATOR_HUB_PORT: '4831', EMULATOR_LOGGING_PORT: '4931' };

/** Whether something accepts connections on loopback `port`. */
const listening = (port: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (await check()) return true;
  }
  return check();
}

describe("npm start's stack and signals", () => {
  it('leaves no Auth emulator behind when stopped with SIGTERM, on which Vite ends the process itself', { timeout: 120_000 }, async () => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--devkit'], {
      cwd: ROOT,
      env: { ...process.env, ...PORTS, F8_MODE: 'devkit' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the test can end all of it whatever happens.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      expect(await until(() => Promise.resolve(output.includes('Site ready')), 90_000), output).toBe(true);
      expect(await listening(PORTS.AUTH_PORT), output).toBe(true);
      child.kill('SIGTERM');
      await exited;
      expect(await until(async () => !(await listening(PORTS.AUTH_PORT)), 20_000), `the Auth emulator still listens:\n${output}`).toBe(
        true,
      );
    } finally {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  });
});
