import { describe, inject, it } from 'vitest';

/**
 * The shared Firestore emulator of this Vitest run (firestore-global-setup.ts), as the SDKs want it; or,
 * where none could start (never on CI), a skipped suite that prints why.
 */
export function withFirestoreEmulator(suite: string, define: (emulator: { host: string; port: number; hostPort: string }) => void): void {
  const hostPort = inject('firestoreEmulatorHost');
  if (!hostPort) {
    const reason = inject('firestoreSkipReason');
    console.warn(`Skipping ${suite}: ${reason}.`);
    describe.skip(`${suite} (skipped: ${reason})`, () => {
      it('runs against the Firestore emulator', () => undefined);
    });
    return;
  }
  const [host = '127.0.0.1', port = '8080'] = hostPort.split(':');
  define({ host, port: Number(port), hostPort });
}
