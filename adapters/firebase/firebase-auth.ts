import { FirebaseError } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth as FirebaseAuthInstance,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { AuthError, type Auth, type AuthUser } from '../../src/ports/auth.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof FirebaseError) return new AuthError(error.code.replace(/^auth\//, ''), error.message);
  return new AuthError('unknown', error instanceof Error ? error.message : String(error));
}

async function guarded<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toAuthError(error);
  }
}

/** How Google sign-in happens: Google's pop-up in production; devkit mode swaps in an offline chooser. */
export type GoogleSignIn = (auth: FirebaseAuthInstance) => Promise<UserCredential>;

/**
 * Google's own pop-up, always asking which account to use. The pop-up resolver is passed here rather than to
 * initializeAuth, which would load Google's helper script on every page load (phones, Safari). A lazy import
 * would save nothing: the Auth SDK ships as one module, so its code is in the Auth chunk either way.
 */
export const googlePopup: GoogleSignIn = (auth) => {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
};

/** Auth over Firebase Authentication (or its emulator). */
export class FirebaseAuth implements Auth {
  constructor(
    private readonly auth: FirebaseAuthInstance,
    private readonly google: GoogleSignIn = googlePopup,
  ) {}

  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe {
    return onAuthStateChanged(this.auth, (user) => listener(user ? toAuthUser(user) : null));
  }

  signInWithEmail(email: string, password: string): Promise<AuthUser> {
    return guarded(async () => toAuthUser((await signInWithEmailAndPassword(this.auth, email, password)).user));
  }

  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser> {
    return guarded(async () => {
      const { user } = await createUserWithEmailAndPassword(this.auth, email, password);
      await updateProfile(user, { displayName });
      return { ...toAuthUser(user), displayName };
    });
  }

  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    return guarded(async () => {
      const result = await this.google(this.auth);
      return { user: toAuthUser(result.user), isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false };
    });
  }

  sendPasswordReset(email: string): Promise<void> {
    return guarded(() => sendPasswordResetEmail(this.auth, email));
  }

  signOut(): Promise<void> {
    return guarded(() => signOut(this.auth));
  }
}
