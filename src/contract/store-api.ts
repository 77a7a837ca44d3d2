/** Where the mock server serves its store API; a module of its own, so whoever needs the address does not take the schemas. */
export const STORE_PREFIX = '/store/v1';
