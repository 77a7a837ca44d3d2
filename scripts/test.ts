import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { firstError } from './first-error';
import { e2eTally, type PlaywrightReport } from './playwright-report';
import { runQuietly } from './run-quietly';
import { vitestTally, type VitestReport } from './vitest-report';

/**
 * `npm test`: lint, format and type checks (side by side), unit and contract tests (Vitest), end-to-end tests
 * (Playwright in Chromium), then one closing line `N passed, N failed, N skipped`, with the run's time, the tests that
 * failed and those that passed only on a retry named above it. Every step runs even after a failure, so one run
 * reports everything.
 */
const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only on a retry: counted as passed, and named in the summary. */
  flaky?: string[];
  /** Failed, each named with its error's first line in the summary. */
  failures?: string[];
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const flaky: string[] = [];
const failures: string[] = [];

const childEnv = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: childEnv });
  return result.status === 0;
}

/** Like run, and also keeps the end of what the command printed (for a summary that names a crash). */
function runKeepingTail(command: string, args: string[]): Promise<{ ok: boolean; tail: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
    let tail = '';
    const keep = (into: NodeJS.WriteStream) => (chunk: Buffer) => {
      into.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.once('error', (error) => resolve({ ok: false, tail: `${tail}\n${String(error)}` }));
    child.once('close', (code) => resolve({ ok: code === 0, tail }));
  });
}

const secondsSince = (start: number) => Math.round((Date.now() - start) / 1000);

function check(label: string, ok: boolean): void {
  total[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function record(label: string, ok: boolean, tally: Tally | null): void {
  if (tally === null) {
    check(`${label}: the runner produced no report`, false);
    return;
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  // A runner that failed without any failing test (a crash, a failed web server) still counts as a failure.
  if (!ok && tally.failed === 0) total.failed += 1;
  flaky.push(...(tally.flaky ?? []));
  failures.push(...(tally.failures ?? []));
  const retried = tally.flaky?.length ? ` (${tally.flaky.length} flaky: passed only on a retry)` : '';
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped${retried}`);
}

const started = Date.now();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

console.log('\n== lint, format and type checks ==');
const staticChecks: [string, string, string[]][] = [
  ['lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']],
  ['format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']],
  ['type check (browser code)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['type check (node code)', bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit']],
];
const staticStarted = Date.now();
const staticResults = await Promise.all(staticChecks.map(([, command, args]) => runQuietly(command, args, { cwd: ROOT, env: childEnv })));
const staticSeconds = secondsSince(staticStarted);
staticChecks.forEach(([label], index) => {
  const { ok, output } = staticResults[index]!;
  if (output.trim()) console.log(`-- ${label}\n${output.trimEnd()}`);
  check(label, ok);
});
lines.push(`     (lint, format and type checks side by side: ${staticSeconds} s)`);

console.log('\n== unit and contract tests ==');
const vitestStarted = Date.now();
const vitestFile = join(RESULTS, 'vitest.json');
const vitestRun = await runKeepingTail(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const vitest = readJson<VitestReport>(vitestFile);
record(`unit and contract (vitest, ${secondsSince(vitestStarted)} s)`, vitestRun.ok, vitest && vitestTally(vitest, ROOT));
if (!vitestRun.ok && (vitest?.numTotalTests ?? 0) === 0) {
  lines.push(`     Vitest stopped before any test ran; its first error:\n${firstError(vitestRun.tail) ?? '    (none printed: see above)'}`);
}

console.log('\n== end-to-end tests ==');
let chromiumReady = true;
try {
  ensureChromium();
} catch (error) {
  chromiumReady = false;
  check(`Chromium: ${error instanceof Error ? error.message : String(error)}`, false);
}
if (chromiumReady) {
  const e2eFile = join(RESULTS, 'e2e.json');
  const e2eStarted = Date.now();
  const e2eOk = run(bin('playwright'), ['test']);
  const e2e = existsSync(e2eFile) ? readJson<PlaywrightReport>(e2eFile) : null;
  record(`end-to-end (playwright, chromium; devkit and emulators modes; ${secondsSince(e2eStarted)} s)`, e2eOk, e2e && e2eTally(e2e));
}

console.log('\n== summary ==');
for (const line of lines) console.log(line);
const seconds = secondsSince(started);
console.log(`time: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
// A test that passed only on a retry is a bug to fix, even though the run passes.
const named = (list: string[]) => list.map((name) => `\n     ${name}`).join('');
console.log(`flaky: ${flaky.length}${named(flaky)}`);
if (failures.length) console.log(`failed:${named(failures)}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
