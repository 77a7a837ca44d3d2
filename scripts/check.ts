import { join } from 'node:path';
import { runQuietly } from './run-quietly';

/** `npm run check`, before a commit: lint, format, types and the unit tests of what changed, side by side (`--all`: every one). */
const ROOT = join(import.meta.dirname, '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'check');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

const checks: [string, string, string[]][] = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', join(CACHE, 'eslint')]],
  ['format', bin('prettier'), ['--check', '.', '--log-level=warn', '--cache', '--cache-location', join(CACHE, 'prettier')]],
  [
    'types (browser code)',
    bin('tsc'),
    ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', join(CACHE, 'browser.tsbuildinfo')],
  ],
  [
    'types (node code)',
    bin('tsc'),
    ['-p', 'tsconfig.node.json', '--noEmit', '--incremental', '--tsBuildInfoFile', join(CACHE, 'node.tsbuildinfo')],
  ],
];
const vitest = (args: string[]) => ['run', '--project', 'unit', '--reporter=dot', ...args];
// Vitest finds the changed code's tests by their imports; the guardrails read the sources as text, so they always run.
const unitTests: typeof checks = process.argv.includes('--all')
  ? [['unit tests', bin('vitest'), vitest([])]]
  : [
      ['unit tests of what changed', bin('vitest'), vitest(['--changed', '--passWithNoTests'])],
      ['guardrails', bin('vitest'), vitest(['tests/unit/guardrails'])],
    ];
checks.push(...unitTests);

const started = Date.now();
const results = await Promise.all(checks.map(([, command, args]) => runQuietly(command, args, { cwd: ROOT, env })));
let failed = 0;
checks.forEach(([label], index) => {
  const { ok, output } = results[index]!;
  if (!ok) {
    failed += 1;
    console.log(`\n-- ${label} failed:\n${output.trimEnd()}`);
  }
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
});
console.log(`${checks.length - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(failed === 0 ? 0 : 1);
