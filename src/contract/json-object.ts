/** A JSON object: not null, not an array (what a wire body, a callable's `data` or a token's claims must be). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
