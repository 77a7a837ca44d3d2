import { resolve } from 'node:path';
import { DEMO_ACCOUNT } from '../emulator-seed/accounts';
import { portsFromEnv, startStack, type OfflineMode } from './dev-stack';

// `npm start`: the whole site offline with seeded data. `--preview` serves a production build instead of the dev server.
const preview = process.argv.includes('--preview');
/** `--persist` (or DEVKIT_PERSIST=1) keeps accounts and documents in .devkit/persist; DEVKIT_PERSIST=<directory> there. */
function persistChoice(): boolean | string {
  const value = process.env.DEVKIT_PERSIST ?? '';
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)?$/i.test(value)) return process.argv.includes('--persist');
  return resolve(value);
}
const persist = persistChoice();
// Emulators mode by default (documents in the Firestore emulator); `--devkit` (or F8_MODE=devkit) keeps them in the mock server.
const requested = process.argv.includes('--devkit') ? 'devkit' : (process.env.F8_MODE ?? 'emulators');
if (requested !== 'emulators' && requested !== 'devkit') {
  console.error(`F8_MODE must be "emulators" or "devkit", not "${requested}".`);
  process.exit(1);
}
const mode: OfflineMode = requested;
const ownSigtermListeners = new Set(process.listeners('SIGTERM'));
const stack = await startStack({ ports: portsFromEnv(), preview, persist, mode }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(
  `\n  Site ready at ${stack.url} (${stack.mode} mode)\n  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n  Press Ctrl-C to stop.\n`,
);

let stopping = false;
const shutdown = () => {
  // A second signal while the stop runs ends the process at once.
  if (stopping) process.exit(1);
  stopping = true;
  console.log('\nStopping…');
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
// Vite's servers end the process on SIGTERM themselves, before the emulators have exported what `--persist` keeps:
// the stack's stop answers it instead, and closes them.
for (const listener of process.listeners('SIGTERM')) if (!ownSigtermListeners.has(listener)) process.off('SIGTERM', listener);
process.on('SIGTERM', shutdown);
