/** Container identifiers the adapters share (the ports' are SERVICE_IDS); none of them reaches a component. */

/** The validated AppConfig; bound by the composition root. */
export const CONFIG_ID = Symbol.for('f8.AppConfig');
/** The FirebaseApp of the configured project. */
export const APP_ID = Symbol.for('f8.FirebaseApp');
/** The Functions instance, pointed at the mock server outside production. */
export const FUNCTIONS_ID = Symbol.for('f8.Functions');
/** The Firebase Auth SDK and instance, loaded on demand (LazyAuth), pointed at the Auth emulator outside production. */
export const LAZY_AUTH_ID = Symbol.for('f8.LazyAuth');
/** The contract-checked callables (FirebaseCallables). */
export const CALLABLES_ID = Symbol.for('f8.Callables');
/** The signed-in user's ID token (IdTokenSource). */
export const ID_TOKEN_ID = Symbol.for('f8.IdTokenSource');
/** Devkit mode's adapters of a signed-in person's documents and the store API client they share, loaded on first use. */
export const DEVKIT_DOCUMENTS_ID = Symbol.for('f8.DevkitDocuments');
/** Firestore, loaded on first use (firebase and emulators mode). */
export const FIRESTORE_ID = Symbol.for('f8.Firestore');

/** The signed-in user's ID token, or null when nobody is signed in. */
export type IdTokenSource = () => Promise<string | null>;
