import { useMemo } from 'react';
import { detectLocation, type DetectedLocation } from '../domain/location';

/** The browser's guess of where the visitor is: its timezone, locale and the city derived from them. */
export function useDetectedLocation(): DetectedLocation {
  return useMemo(() => {
    let timezone: string | undefined;
    try {
      timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timezone = undefined;
    }
    return detectLocation(timezone, navigator.language || 'en');
  }, []);
}
