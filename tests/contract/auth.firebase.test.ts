import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence } from 'firebase/auth';
import { FirebaseAuth, type GoogleSignIn } from '../../adapters/firebase/firebase-auth';
import { LazyAuth } from '../../adapters/firebase/lazy-auth';
import { startAuthEmulator } from '../support/auth-emulator';
import { describeAuthContract } from './auth.contract';

const PROJECT_ID = 'demo-auth-contract';

/** What the dev kit's chooser does after a pick: an emulator credential for a Google identity. */
const googleAs =
  (email: string): GoogleSignIn =>
  ({ sdk, auth }) =>
    sdk.signInWithCredential(
      auth,
      sdk.GoogleAuthProvider.credential(JSON.stringify({ sub: `g-${email}`, email, email_verified: true, name: 'Google Contract' })),
    );

/**
 * The production adapter and the real Firebase Auth SDK against an Auth emulator started for this file. `stored`
 * is what the browser's persistence is found to hold: with nothing stored, the first check answers without the
 * SDK, which loads only when an action needs it (`idle` never comes here, so the sign-in paths load it).
 */
function describeFirebaseAuth(name: string, stored: boolean) {
  describeAuthContract(
    name,
    async () => {
      const emulator = await startAuthEmulator(PROJECT_ID);
      const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: 'demo-app' }, `auth-contract-${Date.now()}`);
      const lazy = new LazyAuth(
        () => import('../../adapters/firebase/firebase-auth-sdk'),
        (sdk) => sdk.initializeAuth(app, { persistence: inMemoryPersistence }),
      ).configure(() => Promise.resolve(({ auth }) => connectAuthEmulator(auth, emulator.origin, { disableWarnings: true })));
      const googleEmail = `google.${Date.now().toString(36)}@example.com`;
      return {
        auth: new FirebaseAuth(
          lazy,
          googleAs(googleEmail),
          () => Promise.resolve(stored),
          () => undefined,
        ),
        googleEmail,
        teardown: async () => {
          await deleteApp(app);
          await emulator.stop();
        },
      };
    },
    90_000,
  );
}

describeFirebaseAuth('Firebase Auth emulator', true);
describeFirebaseAuth('Firebase Auth emulator, SDK loaded on demand (no stored session)', false);
