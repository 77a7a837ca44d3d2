import { describe, expect, it } from 'vitest';
import { firstError, firstLine } from '../../scripts/first-error';
import { e2eTally } from '../../scripts/playwright-report';
import { vitestTally } from '../../scripts/vitest-report';

describe('the test command names a runner that stopped before any test ran', () => {
  it('quotes the first error Vitest printed, without colour codes, in a few indented lines', () => {
    const output = [
      ' RUN  v4.1.0 /repo',
      '',
      '\u001b[31m⎯⎯⎯ Unhandled Error ⎯⎯⎯\u001b[39m',
      '\u001b[31m\u001b[1mError\u001b[22m: the Firestore emulator did not start within 60 s:\u001b[39m',
      '  ❯ Object.setup tests/support/firestore-global-setup.ts:22:9',
      ...Array.from({ length: 20 }, (_, i) => `  ❯ frame ${i}`),
    ].join('\n');
    const quoted = firstError(output)?.split('\n') ?? [];
    expect(quoted[0]).toBe('    Error: the Firestore emulator did not start within 60 s:');
    expect(quoted[1]).toBe('      ❯ Object.setup tests/support/firestore-global-setup.ts:22:9');
    expect(quoted).toHaveLength(12);
  });

  it('finds named errors too, and says nothing when nothing looks like one', () => {
    expect(firstError('building…\nTypeError: fetch failed\n')).toBe('    TypeError: fetch failed');
    expect(firstError('all good\n')).toBeNull();
  });
});

describe('the test command counts and names the end-to-end tests that passed only on a retry', () => {
  it('counts a flaky test as passed and names it by project, place and title, however deep its suite', () => {
    const tally = e2eTally({
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: 'feed.spec.ts',
          specs: [{ title: 'loads', file: 'feed.spec.ts', line: 4, tests: [{ projectName: 'devkit', status: 'expected' }] }],
          suites: [
            {
              title: 'feed screens',
              specs: [
                {
                  title: 'scrolls to the end',
                  file: 'feed.spec.ts',
                  line: 9,
                  tests: [
                    { projectName: 'devkit', status: 'flaky' },
                    {
                      projectName: 'phone',
                      status: 'unexpected',
                      results: [
                        { error: { message: 'Error: first try' } },
                        { error: { message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(tally).toEqual({
      passed: 4,
      failed: 1,
      skipped: 2,
      flaky: ['[devkit] feed.spec.ts:9 › scrolls to the end'],
      failures: ['[phone] feed.spec.ts:9 › scrolls to the end: Error: expect(locator).toBeVisible() failed'],
    });
  });

  it('names none when no test needed a retry', () => {
    expect(e2eTally({ stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 } }).flaky).toEqual([]);
  });
});

describe('the test command names the unit and contract tests that failed, or passed only on a retry', () => {
  const report = (testResults: Parameters<typeof vitestTally>[0]['testResults']) => ({
    numTotalTests: 4,
    numPassedTests: 2,
    numFailedTests: 1,
    numPendingTests: 1,
    numTodoTests: 0,
    testResults,
  });

  it("names each failed or flaky test by file and full name, with its error's first line", () => {
    const tally = vitestTally(
      report([
        {
          name: '/repo/tests/unit/feed.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'feed loads', status: 'passed' },
            {
              fullName: 'feed › scrolls',
              status: 'failed',
              failureMessages: ['\nAssertionError: expected 2 to be 3\n    at feed.test.ts:9'],
            },
            { fullName: 'feed › later', status: 'skipped' },
            { fullName: 'feed › on a retry', status: 'passed', failureMessages: ['Error: socket hang up\n    at x.ts:1'] },
          ],
        },
        { name: '/repo/tests/unit/ok.test.ts', status: 'passed', assertionResults: [{ fullName: 'ok', status: 'passed' }] },
      ]),
      '/repo',
    );
    expect(tally).toEqual({
      passed: 2,
      failed: 1,
      skipped: 1,
      failures: ['tests/unit/feed.test.ts › feed › scrolls: AssertionError: expected 2 to be 3'],
      flaky: ['tests/unit/feed.test.ts › feed › on a retry: Error: socket hang up'],
    });
  });

  it('names a file that failed outside its tests (a hook, an import)', () => {
    const tally = vitestTally(
      report([
        { name: '/repo/tests/contract/x.test.ts', status: 'failed', message: 'Error: Hook timed out in 10000ms', assertionResults: [] },
      ]),
      '/repo',
    );
    expect(tally.failures).toEqual(['tests/contract/x.test.ts: Error: Hook timed out in 10000ms']);
  });

  it('keeps a long message to one readable line', () => {
    expect(firstLine(`Error: ${'x'.repeat(400)}`)).toHaveLength(160);
    expect(firstLine(undefined)).toBe('');
  });
});
