/** Any timestamp form (SPEC 3's four, Firestore's `{_seconds}` and Timestamp) as a Date; null when absent or unreadable. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const seconds = record.seconds ?? record._seconds;
    const nanos = record.nanoseconds ?? record._nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number') {
      return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
    }
    // Firestore Timestamp instances expose toDate().
    if (typeof record.toDate === 'function') return toDate((record.toDate as () => unknown)());
  }
  return null;
}
