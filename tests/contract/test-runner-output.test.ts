import { describe, expect, it } from 'vitest';
import { firstError } from '../../scripts/first-error';

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
