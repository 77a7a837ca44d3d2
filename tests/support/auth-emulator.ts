import { startStack, type Stack } from '../../scripts/dev-stack';
import { freePort } from './free-port';

/**
 * A Firebase Auth emulator of its own (firebase-tools, offline, Emulator UI off) for one test file, on free
 * ports and under its own project id, so it never meets `npm start` or another suite. Started through the
 * dev stack without the site, which also brings a mock server; stop() ends both.
 */
export async function startAuthEmulator(projectId: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const ports = {
    site: 0,
    mock: await freePort(),
    auth: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    firestore: await freePort(),
  };
  const output: string[] = [];
  let stack: Stack;
  try {
    stack = await startStack({ ports, projectId, preview: false, site: false, log: (line) => void output.push(line) });
  } catch (error) {
    throw new Error(`The Auth emulator did not start: ${String(error)}\n${output.join('\n').slice(-2000)}`);
  }
  return { origin: `http://127.0.0.1:${ports.auth}`, stop: () => stack.stop() };
}
