import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFirestoreEmulator, startFirestoreEmulator } from '../../scripts/firestore-emulator';

// Where `npm start` looks for the Firestore emulator, and the one line it prints when it falls back to devkit mode.
describe('finding the Firestore emulator', () => {
  it('takes FIRESTORE_EMULATOR_JAR first and says so when that file is missing', () => {
    const found = findFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: '/nowhere/cloud-firestore-emulator.jar' });
    expect(found).toEqual({ ok: false, why: 'FIRESTORE_EMULATOR_JAR=/nowhere/cloud-firestore-emulator.jar does not exist' });
  });

  it('names the missing Java and how to get one', () => {
    const found = findFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: import.meta.filename, JAVA_HOME: '/nowhere/jdk' });
    expect(found.ok).toBe(false);
    expect(!found.ok && found.why).toMatch(/^Java was not found \(\/nowhere\/jdk\/bin\/java\): install a JDK 11 or newer/);
  });

  // The machines this project runs on have both (docs/architecture.md); on CI their absence is a failure, elsewhere a skip.
  it.skipIf(!process.env.CI && !findFirestoreEmulator().ok)("finds the machine image's emulator and Java", () => {
    expect(findFirestoreEmulator({ PATH: process.env.PATH })).toMatchObject({ ok: true, jar: expect.stringMatching(/\.jar$/) });
  });
});

/**
 * A stand-in for Java that `startFirestoreEmulator` runs instead of the jar: it answers `-version`, writes its
 * pid, says it is running, and then either ignores SIGTERM (a hung emulator) or exits on its own.
 */
function fakeJava(dir: string, behaviour: 'hang' | 'crash'): void {
  mkdirSync(join(dir, 'bin'), { recursive: true });
  const java = join(dir, 'bin', 'java');
  const after = behaviour === 'hang' ? "trap '' TERM\nwhile :; do sleep 1; done" : 'sleep 0.2\necho "gone" >&2\nexit 3';
  writeFileSync(
    java,
    `#!/bin/sh\n[ "$1" = -version ] && exit 0\necho $$ > "${dir}/pid"\necho 'Dev App Server is now running.'\n${after}\n`,
  );
  chmodSync(java, 0o755);
}

/** Whether a process runs (a zombie, dead but not yet reaped, does not count). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe.skipIf(process.platform !== 'linux')('the emulator process', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'f8-fake-java-'));
    vi.stubEnv('JAVA_HOME', dir);
    vi.stubEnv('FIRESTORE_EMULATOR_JAR', import.meta.filename);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is killed, Java and all, when it does not stop on SIGTERM', async () => {
    fakeJava(dir, 'hang');
    const emulator = await startFirestoreEmulator({ port: 1, rules: null, stopTimeoutMs: 300 });
    const java = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    expect(running(java)).toBe(true);
    await emulator.stop();
    await vi.waitFor(() => expect(running(java)).toBe(false));
  });

  it('says so when it exits after it was ready, and not when it is stopped', async () => {
    fakeJava(dir, 'crash');
    const lines: string[] = [];
    await startFirestoreEmulator({ port: 1, rules: null, log: (line) => void lines.push(line) });
    // The watchdog looks at Java once a second.
    await vi.waitFor(() => expect(lines.join('\n')).toMatch(/The Firestore emulator stopped unexpectedly \(exit code 3\)[\s\S]*gone/), {
      timeout: 5000,
    });

    fakeJava(dir, 'hang');
    const quiet: string[] = [];
    const emulator = await startFirestoreEmulator({ port: 1, rules: null, log: (line) => void quiet.push(line), stopTimeoutMs: 300 });
    await emulator.stop();
    expect(quiet).toEqual([]);
  });
});
