import type { Unsubscribe } from './unsubscribe';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** A failed sign-in action; `code` is the provider's code without prefix (e.g. 'wrong-password'). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

/** The session: who is signed in and the sign-in actions of SPEC 7. */
export interface Auth {
  /** Calls `listener` once the first auth check completes and again on every change; returns the stop function. */
  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe;
  /** Gets the sign-in actions ready ahead of use, so none waits on a download and a pop-up still opens inside its click. */
  prepare(): void;
  /** Signs in with email and password; rejects with AuthError. */
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  /** Creates an account and sets its display name; rejects with AuthError. */
  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser>;
  /** Google pop-up sign-in that always asks to select an account; `isNewUser` tells whether the account was just created. */
  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }>;
  /** Sends the password-reset email; rejects with AuthError. */
  sendPasswordReset(email: string): Promise<void>;
  /** Ends the session everywhere in the page. */
  signOut(): Promise<void>;
}
