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
 * One Firestore emulator for the whole Vitest run, with no rules (adapter contract suites write fixtures
 * directly; the rules suite loads its own rules under its own project id). FIRESTORE_EMULATOR_HOST reuses a
 * running one. Without Java or the jar, suites skip with the reason, except on CI, where that is a failure.
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
  emulator = await startFirestoreEmulator({ port: await freePort(), rules: null });
  project.provide('firestoreEmulatorHost', emulator.hostPort);
  project.provide('firestoreSkipReason', '');
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
  emulator = null;
}
