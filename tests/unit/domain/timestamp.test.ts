import { describe, expect, it } from 'vitest';
import { toDate } from '../../../src/domain/timestamp';

const ISO = '2026-11-20T10:00:00.250Z';
const MS = Date.parse(ISO);

describe('toDate', () => {
  it.each([
    ['a Date', new Date(MS)],
    ['epoch milliseconds', MS],
    ['an ISO string', ISO],
    ['an object with seconds', { seconds: Math.floor(MS / 1000), nanoseconds: 250_000_000 }],
    ["Firestore's serialised form", { _seconds: Math.floor(MS / 1000), _nanoseconds: 250_000_000 }],
    ['a Timestamp-like object', { toDate: () => new Date(MS) }],
  ])('normalises %s', (_label, input) => {
    expect(toDate(input)?.getTime()).toBe(MS);
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, {}, { seconds: 'x' }, new Date('bad')])('gives null for %s', (input) => {
    expect(toDate(input)).toBeNull();
  });
});
