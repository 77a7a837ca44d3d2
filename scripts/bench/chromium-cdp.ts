import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../chromium';
import { BENCH_CHROMIUM_ARGS } from './offline';

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a remote debugging port on loopback, a throw-away profile and the bench's offline
 * flags, for Lighthouse to drive. Resolves once DevTools listens.
 */
export async function launchDebuggableChromium(extraArgs: readonly string[] = []): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...BENCH_CHROMIUM_ARGS,
      ...extraArgs,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    // A Chromium that never started (no pid) has nothing to stop.
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    // Chromium's helper processes can still be writing to the profile after the browser exits (seen as ENOTEMPTY
    // failing a whole Lighthouse section, once even after a second of retries): try for a few seconds, then leave the
    // throw-away directory to the system's temp cleaning rather than fail a measurement that is already made.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch {
      // Left in the temp directory.
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools within 30 s:\n${output.slice(-1000)}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      // Without this handler a missing binary is an unhandled 'error' event that ends the bench before its cleanup,
      // leaving its servers running on the bench's ports.
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`Chromium could not start (${chromiumPath()}): ${error.message}`));
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${output.slice(-1000)}`)));
    });
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
