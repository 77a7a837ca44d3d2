import type { TestProject } from 'vitest/node';
import { findFirestoreEmulator, startFirestoreEmulator, type FirestoreEmulator } from '../../scripts/firestore-emulator';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port` of the Firestore emulator the suites share (open rules), or null when none could start. */
    firestoreEmulatorHost: string | null;
    /** Why there is none: printed by the suites that skip. */
    firestoreSkipReason: string;
  }
}

/**
 * A Firestore emulator for each Vitest project that names this setup (contract, rules: Vitest loads it afresh for
 * each), with no rules (adapter contract suites write fixtures directly; the rules suites load their own rules under
 * their own project ids). FIRESTORE_EMULATOR_HOST reuses a running one. Without Java or the jar, suites skip with
 * the reason, except on CI, where that is a failure.
 */
let emulator: FirestoreEmulator | null = null;

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    project.provide('firestoreEmulatorHost', given);
    project.provide('firestoreSkipReason', '');
    return;
  }
  const found = findFirestoreEmulator();
  if (!found.ok) {
    if (process.env.CI) throw new Error(`CI needs the Firestore emulator for the Firestore suites: ${found.why}`);
    project.provide('firestoreEmulatorHost', null);
    project.provide('firestoreSkipReason', found.why);
    return;
  }
  emulator = await startWithOneRetry();
  project.provide('firestoreEmulatorHost', emulator.hostPort);
  project.provide('firestoreSkipReason', '');
}

/**
 * A global setup that throws stops the whole Vitest run before any test (CI once failed so, on a fresh machine),
 * so one failed start (a port taken between freePort and Java binding it, a cold JVM on a busy machine) is
 * retried on another port with more time, and both reasons are printed if that fails too.
 */
async function startWithOneRetry(): Promise<FirestoreEmulator> {
  try {
    return await startFirestoreEmulator({ port: await freePort(), rules: null });
  } catch (first) {
    console.error(`The Firestore emulator did not start; trying once more on another port. ${String(first)}`);
    try {
      return await startFirestoreEmulator({ port: await freePort(), rules: null, startTimeoutMs: 120_000 });
    } catch (second) {
      throw new Error(`The Firestore emulator did not start, twice.\nFirst: ${String(first)}\nThen: ${String(second)}`);
    }
  }
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
  emulator = null;
}
