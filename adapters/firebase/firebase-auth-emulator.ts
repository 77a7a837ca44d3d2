/** The Auth SDK's emulator connection, apart from firebase-auth-sdk.ts so that only offline builds contain it. */
export { connectAuthEmulator } from 'firebase/auth';
