import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Hashes of the query keys whose data the start put in the cache for the page's first screen, not yet drawn. */
const seeded = new Set<string>();

/** Seeds the cache with the first screen's data (start.tsx), marked so use-revealed treats its rows as arriving, not returned to. */
export function seedFirstScreen(client: QueryClient, key: QueryKey, data: unknown): void {
  client.setQueryData(key, data);
  seeded.add(hashKey(key));
}

/** Whether `key`'s data was put there for the first screen, and that screen has not been drawn from it yet. */
export function isFirstScreenData(key: QueryKey): boolean {
  return seeded.has(hashKey(key));
}

/** The first screen was drawn from `key`'s data: from now on it is the cache's like any other. */
export function firstScreenDrawn(key: QueryKey): void {
  seeded.delete(hashKey(key));
}
