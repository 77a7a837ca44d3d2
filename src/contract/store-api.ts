/**
 * Where the mock server serves its store API (devkit mode's per-user documents, src/contract/store.schema.ts), for the
 * server and the devkit adapters' client. A module of its own: the client is part of every start, the schemas are
 * not (they load with the adapters that parse documents, adapters/on-first-use.ts).
 */
export const STORE_PREFIX = '/store/v1';
