/** The region the callables run in (europe-west1), unless the build names another. Imports nothing: vite.config.ts reads it. */
export const DEFAULT_REGION = 'europe-west1';
