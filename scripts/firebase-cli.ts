import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

const ROOT = join(import.meta.dirname, '..');

/**
 * Runs the project's firebase-tools offline in `dir`: a config home of its own whose store switches off
 * usage reports and the message of the day, and no update checks, so the CLI never phones home.
 */
export function spawnFirebaseCli(dir: string, args: string[]): ChildProcessByStdio<null, Readable, Readable> {
  mkdirSync(join(dir, 'xdg', 'configstore'), { recursive: true });
  writeFileSync(
    join(dir, 'xdg', 'configstore', 'firebase-tools.json'),
    JSON.stringify({ usage: false, motd: { fetched: Date.now() + 365 * 86_400_000 } }),
  );
  return spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), args, {
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
}
