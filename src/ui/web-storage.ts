/** The browser's two stores: `local` outlives the tab, `session` lasts while the tab does. */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage {
  // Reading the property itself throws where storage is blocked (cookies off), so it is read inside the callers' try.
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/** What `key` holds, or null if unset or unreadable (blocked, private mode): every use here is a nicety the page can lose. */
export function readStored(kind: StorageArea, key: string): string | null {
  try {
    return area(kind).getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes it for null; where the store refuses (blocked, full), nothing is kept. */
export function writeStored(kind: StorageArea, key: string, value: string | null): void {
  try {
    if (value === null) area(kind).removeItem(key);
    else area(kind).setItem(key, value);
  } catch {
    // Refused: the value lasts only as long as the page's own state.
  }
}
