import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_NAME } from '../mock-server/firestore/emulator-rest';

/**
 * Google's Firestore emulator, started from its jar with the machine's own Java. firebase-tools would start
 * it too, but it insists on Java 21 and downloads the jar itself; the jar from the Debian/gcloud package
 * `google-cloud-cli-firestore-emulator` runs on Java 17 and needs no network.
 */
const ROOT = join(import.meta.dirname, '..');
const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const RULES_FILE = join(ROOT, 'firestore.rules');

/** What starting the emulator needs, or why it cannot start here (one line, with how to get it). */
export type FirestoreEmulatorSetup = { ok: true; java: string; jar: string } | { ok: false; why: string };

/** The newest jar firebase-tools downloaded, where a machine has one (~/.cache/firebase/emulators). */
function firebaseToolsJar(): string | null {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return null;
  const jars = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return jars.length ? join(dir, jars[jars.length - 1] ?? '') : null;
}

export function findFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): FirestoreEmulatorSetup {
  const how =
    'install the Debian package google-cloud-cli-firestore-emulator, or run `firebase setup:emulators:firestore` (needs Java 21), or set FIRESTORE_EMULATOR_JAR';
  const jar = env.FIRESTORE_EMULATOR_JAR || [GCLOUD_JAR, firebaseToolsJar()].find((path) => path && existsSync(path));
  if (!jar) return { ok: false, why: `no Firestore emulator jar found: ${how}` };
  if (!existsSync(jar)) return { ok: false, why: `FIRESTORE_EMULATOR_JAR=${jar} does not exist` };
  const java = env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    return { ok: false, why: `Java was not found (${java}): install a JDK 11 or newer (e.g. openjdk-17-jre-headless)` };
  return { ok: true, java, jar };
}

export interface FirestoreEmulatorOptions {
  port: number;
  /** Rules to enforce; every read and write is allowed when null (what adapter contract suites use). */
  rules: string | null;
  /** Start from the documents exported here (exportFirestore) when an export exists. */
  importDir?: string | null;
  log?: (line: string) => void;
  verbose?: boolean;
  /** How long stop() waits for the emulator to stop on SIGTERM before it kills it (10 s). */
  stopTimeoutMs?: number;
  /** How long to wait for the emulator to say it is running (60 s). */
  startTimeoutMs?: number;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** `host:port`, as FIRESTORE_EMULATOR_HOST spells it. */
  hostPort: string;
  stop(): Promise<void>;
}

/** Starts the emulator on loopback; resolves once it says it is running. */
export async function startFirestoreEmulator({
  port,
  rules,
  importDir,
  log,
  verbose,
  stopTimeoutMs = 10_000,
  startTimeoutMs = 60_000,
}: FirestoreEmulatorOptions): Promise<FirestoreEmulator> {
  const setup = findFirestoreEmulator();
  if (!setup.ok) throw new Error(`The Firestore emulator cannot start: ${setup.why}`);
  const args = [
    '-cp',
    setup.jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
  ];
  if (rules) args.push('--rules', rules);
  const seed = importDir && join(importDir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
  if (seed && existsSync(seed)) args.push('--seed_from_export', seed);
  // Java under a small shell watchdog: it stops the emulator when asked (TERM) and also when the Node process
  // that started it is gone, even killed by a signal that leaves no chance to clean up (a test run's timeout).
  const watchdog = [
    'trap \'kill "$j" 2>/dev/null; wait "$j"; exit 0\' TERM INT',
    '"$@" & j=$!',
    'while kill -0 "$WATCH_PID" 2>/dev/null && kill -0 "$j" 2>/dev/null; do sleep 1; done',
    'kill "$j" 2>/dev/null; wait "$j"',
  ].join('\n');
  // A small heap: the emulator holds a developer's documents, not a production database.
  const child = spawn('sh', ['-c', watchdog, 'firestore-emulator', setup.java, '-Xmx512m', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WATCH_PID: String(process.pid) },
    // Its own process group: a terminal's Ctrl-C reaches the stack, whose stop() exports the documents
    // (with --persist) before it stops the emulator, instead of killing the emulator first.
    detached: true,
  });
  // And on a normal exit, at once.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.removeListener('exit', orphanGuard));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (verbose) log?.(chunk.toString().trimEnd());
      if (output.includes('Dev App Server is now running')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the Firestore emulator exited with code ${code}:\n${output.slice(-2000)}`)));
    child.once('error', reject);
    const seconds = Math.round(startTimeoutMs / 1000);
    setTimeout(
      () => reject(new Error(`the Firestore emulator did not start within ${seconds} s:\n${output.slice(-2000)}`)),
      startTimeoutMs,
    ).unref();
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  let stopping = false;
  // Past this point nothing else would tell: the stack would go on with every Firestore call failing.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const report = log ?? console.error;
    report(`The Firestore emulator stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}):\n${output.slice(-2000)}`);
  });
  // The watchdog waits for Java, so a Java that ignores SIGTERM keeps it too: SIGKILL goes to their process group
  // (detached above: the watchdog's own), which holds both.
  const kill = () => {
    try {
      if (child.pid === undefined) throw new Error('no pid');
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  return {
    host: '127.0.0.1',
    port,
    hostPort: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(kill, stopTimeoutMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export { clearFirestore, exportFirestore, loadRules } from '../mock-server/firestore/emulator-rest';

export const readRules = (): string => readFileSync(RULES_FILE, 'utf8');
