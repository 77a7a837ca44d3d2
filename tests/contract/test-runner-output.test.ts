import { describe, expect, it } from 'vitest';
import { firstError } from '../../scripts/first-error';
import { e2eTally } from '../../scripts/playwright-report';

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
                    { projectName: 'phone', status: 'unexpected' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(tally).toEqual({ passed: 4, failed: 1, skipped: 2, flaky: ['[devkit] feed.spec.ts:9 › scrolls to the end'] });
  });

  it('names none when no test needed a retry', () => {
    expect(e2eTally({ stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 } }).flaky).toEqual([]);
  });
});
