import { spawn } from 'node:child_process';

/** Runs a command with its output held back, so that commands run side by side can print one after another. */
export function runQuietly(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ ok: false, output: `${output}\n${String(error)}` }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}
