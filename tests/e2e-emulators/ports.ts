/** The emulators-mode stack the e2e suite starts beside the devkit one (playwright.config.ts). */
export const EMULATORS_STACK = { site: 5274, mock: '5302', auth: '9400', hub: '4610', logging: '4710', firestore: '8390' };
export const FIRESTORE_ORIGIN = `http://127.0.0.1:${EMULATORS_STACK.firestore}`;
