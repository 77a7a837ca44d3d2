/**
 * Where the mock server serves its store API (devkit mode's per-user documents, src/contract/store.schema.ts), for the
 * server and the devkit adapters' client. A module of its own: whoever needs the address does not take the schemas.
 */
export const STORE_PREFIX = '/store/v1';
