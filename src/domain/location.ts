/** What the browser tells about where the visitor probably is (SPEC 3 "Detected location"). */
export interface DetectedLocation {
  /** IANA timezone, or null when the browser gives none. */
  timezone: string | null;
  locale: string;
  city: string;
  /** First timezone segment ('Europe'), or null when unknown. */
  region: string | null;
}

export const UNKNOWN_CITY = 'Your City';
export const FALLBACK_CITY = 'New York';
export const FALLBACK_REGION = 'America';
export const FALLBACK_DISTRICTS = ['Downtown', 'Suburbs', 'Metro Area'] as const;

/** City and region from a timezone (SPEC 9); docs/decisions.md gives the fallbacks for none, or one without a place ('UTC'). */
export function detectLocation(timezone: string | null | undefined, locale: string): DetectedLocation {
  const tz = timezone?.trim() ?? '';
  if (tz === '') return { timezone: null, locale, city: UNKNOWN_CITY, region: null };
  const segments = tz.split('/').filter(Boolean);
  const placeless = segments.length < 2 || segments[0] === 'Etc';
  if (placeless) return { timezone: tz, locale, city: FALLBACK_CITY, region: FALLBACK_REGION };
  return { timezone: tz, locale, city: (segments.at(-1) ?? '').replace(/_/g, ' '), region: segments[0] ?? FALLBACK_REGION };
}
