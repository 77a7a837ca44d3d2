/** The longest time-out a timer takes (a signed 32-bit count of milliseconds); past it Node fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

// A server that started with a value it cannot wait would fail later, in a test that seems unrelated.
/** An environment variable of whole milliseconds, 1 to `max`; `fallback` when unset or empty; else it throws naming it. */
export function wholeMsFromEnv(name: string, raw: string | undefined, fallback: number, max = MAX_TIMER_MS): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1 || ms > max)
    throw new Error(`${name} is ${JSON.stringify(raw)}: give whole milliseconds from 1 to ${max} (default ${fallback}).`);
  return ms;
}
