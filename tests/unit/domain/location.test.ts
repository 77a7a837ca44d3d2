import { describe, expect, it } from 'vitest';
import { detectLocation } from '../../../src/domain/location';

describe('detectLocation', () => {
  it('takes the city from the last timezone segment and the region from the first', () => {
    expect(detectLocation('Europe/Berlin', 'de-DE')).toEqual({
      timezone: 'Europe/Berlin',
      locale: 'de-DE',
      city: 'Berlin',
      region: 'Europe',
    });
    expect(detectLocation('America/Argentina/Buenos_Aires', 'es-AR')).toMatchObject({ city: 'Buenos Aires', region: 'America' });
    expect(detectLocation('America/New_York', 'en-US')).toMatchObject({ city: 'New York', region: 'America' });
  });

  it("says 'Your City' when the browser gives no timezone", () => {
    expect(detectLocation(undefined, 'en')).toEqual({ timezone: null, locale: 'en', city: 'Your City', region: null });
    expect(detectLocation('  ', 'en').city).toBe('Your City');
  });

  it('falls back to New York, America for a timezone without a place', () => {
    expect(detectLocation('UTC', 'en')).toMatchObject({ timezone: 'UTC', city: 'New York', region: 'America' });
    expect(detectLocation('Etc/GMT+3', 'en')).toMatchObject({ city: 'New York', region: 'America' });
  });
});
