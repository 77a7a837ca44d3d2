import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, GoogleAuthProvider, inMemoryPersistence, initializeAuth, signInWithCredential } from 'firebase/auth';
import { FirebaseAuth, type GoogleSignIn } from '../../adapters/firebase/firebase-auth';
import { startAuthEmulator } from '../support/auth-emulator';
import { describeAuthContract } from './auth.contract';

const PROJECT_ID = 'demo-auth-contract';

// The production adapter and the real Firebase Auth SDK against an Auth emulator started for this file.
describeAuthContract(
  'Firebase Auth emulator',
  async () => {
    const emulator = await startAuthEmulator(PROJECT_ID);
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: 'demo-app' }, `auth-contract-${Date.now()}`);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, emulator.origin, { disableWarnings: true });
    const googleEmail = `google.${Date.now().toString(36)}@example.com`;
    // What the dev kit's chooser does after a pick: an emulator credential for a Google identity.
    const google: GoogleSignIn = (instance) =>
      signInWithCredential(
        instance,
        GoogleAuthProvider.credential(
          JSON.stringify({ sub: `g-${googleEmail}`, email: googleEmail, email_verified: true, name: 'Google Contract' }),
        ),
      );
    return {
      auth: new FirebaseAuth(auth, google),
      googleEmail,
      teardown: async () => {
        await deleteApp(app);
        await emulator.stop();
      },
    };
  },
  90_000,
);
