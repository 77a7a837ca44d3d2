import { FirebaseError } from 'firebase/app';
import type { User, UserCredential } from 'firebase/auth';
import { AuthError, type Auth, type AuthUser } from '../../src/ports/auth.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import { mayBeSignedIn, rememberSignedIn } from '../session-hint';
import type { LazyAuth, LoadedAuth } from './lazy-auth';

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
export type GoogleSignIn = (loaded: LoadedAuth) => Promise<UserCredential>;

/** Google's own pop-up, always asking which account to use; it passes the resolver itself (see adapters/wiring/firebase-base.ts). */
export const googlePopup: GoogleSignIn = ({ sdk, auth }) => {
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
};

/** How long a signed-out page waits before loading the SDK: past its first content and first data. */
const SETTLE_MS = 4000;

/** Runs `work` once the page has settled: the SDK's start opens IndexedDB, which the first feed call's token would wait on. */
function whenSettled(work: () => void): void {
  setTimeout(() => whenIdle(work), SETTLE_MS);
}

/** Runs `work` as the next frame starts: an idle moment comes before the drawn frame is shown, and would delay its paint. */
function afterThisFrame(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => work()));
  else setTimeout(work, 1);
}

/** Runs `work` at the next idle moment (after the frame being drawn), or soon where there is no requestIdleCallback. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
}

/** Firebase Auth (or its emulator), its SDK loaded on demand: with no stored session, the first check (SPEC 2) needs none. */
export class FirebaseAuth implements Auth {
  /** The look for a stored session, made once: until the SDK loads, no sign-in (here or in another tab) can change it. */
  private storedSession: Promise<boolean> | undefined;

  constructor(
    private readonly lazy: LazyAuth,
    private readonly google: GoogleSignIn = googlePopup,
    private readonly persistedSession: () => Promise<boolean> = () => Promise.resolve(mayBeSignedIn()),
    private readonly settled: (work: () => void) => void = whenSettled,
  ) {}

  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe {
    let stopped = false;
    let stopSdk: Unsubscribe | undefined;
    let stopWaiting: Unsubscribe = () => undefined;
    /** The signed-out answer given without the SDK: the SDK's first report of the same is not news. */
    let answeredSignedOut = false;
    const signedOut = () => {
      if (answeredSignedOut) return;
      answeredSignedOut = true;
      listener(null);
    };
    // Whoever loads the SDK first (a sign-in on this page, the settled load below), the session follows it from then on.
    const waitForStart = () => {
      stopWaiting = this.lazy.onStart(() => {
        if (!stopped) follow();
      });
    };
    const follow = () => {
      stopWaiting();
      this.lazy.get().then(
        ({ sdk, auth }) => {
          if (stopped) return;
          let first = true;
          stopSdk = sdk.onAuthStateChanged(auth, (user) => {
            rememberSignedIn(user !== null);
            const repeat = first && answeredSignedOut && !user;
            first = false;
            if (!repeat) listener(user ? toAuthUser(user) : null);
          });
        },
        (error: unknown) => {
          // No SDK, so nobody can be signed in on this page: draw it signed out, and follow the next try to load it.
          console.error('Firebase Auth failed to load', error);
          if (stopped) return;
          signedOut();
          waitForStart();
        },
      );
    };
    waitForStart();
    if (this.lazy.ifStarted()) follow();
    else
      void (this.storedSession ??= this.persistedSession()).then((stored) => {
        if (stopped || this.lazy.ifStarted()) return;
        if (stored) return follow();
        signedOut();
        this.settled(() => {
          if (!stopped) this.lazy.get().catch(() => undefined);
        });
      });
    return () => {
      stopped = true;
      stopWaiting();
      stopSdk?.();
    };
  }

  prepare(): void {
    // Once the screen asking is on screen: its first paint does not wait on the download, nor share the network with
    // it. A failed download is tried again by the action itself.
    afterThisFrame(() => whenIdle(() => void this.lazy.get().catch(() => undefined)));
  }

  signInWithEmail(email: string, password: string): Promise<AuthUser> {
    return guarded(async () => {
      const { sdk, auth } = await this.lazy.get();
      return toAuthUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user);
    });
  }

  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser> {
    return guarded(async () => {
      const { sdk, auth } = await this.lazy.get();
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      // The account exists and is signed in: a failure to name it (a dropped connection) must not fail the sign-up,
      // or its profile would never be written. The profile carries the name the person gave either way.
      await sdk.updateProfile(user, { displayName }).catch((error: unknown) => console.error('Naming the new account failed', error));
      return { ...toAuthUser(user), displayName };
    });
  }

  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    return guarded(async () => {
      const loaded = await this.lazy.get();
      const result = await this.google(loaded);
      return { user: toAuthUser(result.user), isNewUser: loaded.sdk.getAdditionalUserInfo(result)?.isNewUser ?? false };
    });
  }

  sendPasswordReset(email: string): Promise<void> {
    return guarded(async () => {
      const { sdk, auth } = await this.lazy.get();
      await sdk.sendPasswordResetEmail(auth, email);
    });
  }

  signOut(): Promise<void> {
    return guarded(async () => {
      const loaded = await this.lazy.get();
      await loaded.sdk.signOut(loaded.auth);
      this.lazy.signedOut(loaded);
    });
  }
}
