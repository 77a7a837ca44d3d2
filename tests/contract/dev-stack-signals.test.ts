import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PORTS = {
  PORT: '5731',
  MOCK_PORT: '5732',
  AUTH_PORT: '9731',
  EMULATOR_HUB_PORT: '4831',
  EMULATOR_LOGGING_PORT: '4931',
  FIRESTORE_PORT: '8731',
};

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

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (await check()) return true;
  }
  return check();
}

describe("npm start's stack and signals", () => {
  const persisted = mkdtempSync(join(tmpdir(), 'f8-sigterm-'));
  afterAll(() => rmSync(persisted, { recursive: true, force: true }));

  it(
    'stops its own way on SIGTERM (Vite would end the process first): accounts and documents exported, no Auth emulator left',
    { timeout: 120_000 },
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...PORTS, F8_MODE: 'emulators', DEVKIT_PERSIST: persisted },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so the test can end all of it whatever happens.
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        expect(await until(() => Promise.resolve(output.includes('Site ready')), 90_000), `no "Site ready":\n${output}`).toBe(true);
        expect(await listening(PORTS.AUTH_PORT), `the Auth emulator does not listen:\n${output}`).toBe(true);
        const signUp = await fetch(
          `http://127.0.0.1:${PORTS.AUTH_PORT}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'kept-at-sigterm@example.com', password: 'keep-me-1', returnSecureToken: true }),
          },
        );
        expect(signUp.status).toBe(200);
        child.kill('SIGTERM');
        await exited;
        // The script's process can end before each emulator it started has: wait for its whole process group.
        expect(await until(() => Promise.resolve(!groupAlive(child.pid)), 30_000), `the stack still runs:\n${output}`).toBe(true);
        const accounts = join(persisted, 'auth', 'auth_export', 'accounts.json');
        expect(existsSync(accounts) && readFileSync(accounts, 'utf8'), `the accounts' export:\n${output}`).toContain(
          'kept-at-sigterm@example.com',
        );
        expect(output).toContain('Stopping…');
        expect(output).toContain('emulators mode');
        // The Firestore emulator's export, which the stack's stop asks for (the seeded demo account's documents).
        expect(
          existsSync(join(persisted, 'firestore', 'firestore_export', 'firestore_export.overall_export_metadata')),
          `the Firestore export:\n${output}`,
        ).toBe(true);
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
    },
  );
});
