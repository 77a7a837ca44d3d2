import type { FirebaseApp } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { lazyFirestore } from '../../../adapters/firebase/lazy-firestore';

// The SDK's module, standing in for the chunk the browser downloads on first use: the first load fails (as a
// dropped connection fails a dynamic import), the next ones succeed.
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('firebase/firestore', () => {
  sdk.loads += 1;
  if (sdk.loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return { getFirestore: () => ({ db: true }), connectFirestoreEmulator: () => undefined };
});

describe('lazyFirestore', () => {
  it('tries the download again on the next call after a failed one, and keeps a successful one', async () => {
    const load = lazyFirestore({} as FirebaseApp);
    await expect(load()).rejects.toThrow();
    const first = await load();
    expect(first.db).toEqual({ db: true });
    expect(await load()).toBe(first);
  });
});
