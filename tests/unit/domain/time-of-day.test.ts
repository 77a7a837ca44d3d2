import { describe, expect, it } from 'vitest';
import { timeOfDay } from '../../../src/domain/time-of-day';

const at = (hour: number, minute = 0) => new Date(2026, 10, 20, hour, minute);

describe('timeOfDay (SPEC 9)', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ])('%i:00 is %s', (hour, expected) => expect(timeOfDay(at(hour))).toBe(expected));

  it('switches exactly at 12:00 and 17:00', () => {
    expect(timeOfDay(at(11, 59))).toBe('morning');
    expect(timeOfDay(at(16, 59))).toBe('afternoon');
  });
});
