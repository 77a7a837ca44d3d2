/** The most documents one store API read returns, as the app's own queries never ask for more. */
export const MAX_QUERY_LIMIT = 50;

/** `?limit=` as a page size clamped to 1..MAX_QUERY_LIMIT (so `-1` is 1, never "everything"); `fallback` when not a number. */
export function clampLimit(raw: unknown, fallback: number): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  const limit = Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(limit, 1), MAX_QUERY_LIMIT);
}
