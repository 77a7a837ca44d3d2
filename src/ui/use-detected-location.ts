import { useMemo } from 'react';
import { detectLocation, type DetectedLocation } from '../domain/location';

/** The browser's IANA timezone, or null when it gives none. */
export function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The browser's guess of where the visitor is: its timezone, locale and the city derived from them. */
export function useDetectedLocation(): DetectedLocation {
  return useMemo(() => detectLocation(browserTimezone(), navigator.language || 'en'), []);
}
