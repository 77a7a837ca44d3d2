const env = (key: string, fallback: number) => process.env[key] ?? String(fallback);

/**
 * The emulators-mode stack the e2e suite starts beside the devkit one (playwright.config.ts). E2E_PORT_BASE
 * moves every port of both stacks, so two Playwright runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 0);
export const EMULATORS_STACK = {
  site: Number(env('E2E_EMULATORS_SITE_PORT', 5274 + base)),
  mock: env('E2E_EMULATORS_MOCK_PORT', 5302 + base),
  auth: env('E2E_EMULATORS_AUTH_PORT', 9400 + base),
  hub: String(4610 + base),
  logging: String(4710 + base),
  firestore: env('E2E_EMULATORS_FIRESTORE_PORT', 8390 + base),
};
export const FIRESTORE_ORIGIN = `http://127.0.0.1:${EMULATORS_STACK.firestore}`;
