import type { Auth as FirebaseAuthInstance } from 'firebase/auth';
import type { Unsubscribe } from '../../src/ports/unsubscribe';
import type * as FirebaseAuthSdk from './firebase-auth-sdk';

export type AuthSdk = typeof FirebaseAuthSdk;

/** The Auth SDK's functions and the app's Auth instance. */
export interface LoadedAuth {
  sdk: AuthSdk;
  auth: FirebaseAuthInstance;
}

/** Firebase Auth, loaded on first use: most visits are signed out, and their first auth check needs no SDK (adapters/session-hint.ts). */
export class LazyAuth {
  private loading: Promise<LoadedAuth> | null = null;
  private readonly setups: (() => Promise<(loaded: LoadedAuth) => void>)[] = [];
  private readonly started = new Set<() => void>();
  private readonly signOuts = new Set<(loaded: LoadedAuth) => void>();

  constructor(
    private readonly loadSdk: () => Promise<AuthSdk>,
    private readonly initialize: (sdk: AuthSdk) => FirebaseAuthInstance,
  ) {}

  /** Adds a step to the instance's creation, loaded beside the SDK and run before anything can use the instance. */
  configure(prepare: () => Promise<(loaded: LoadedAuth) => void>): this {
    this.setups.push(prepare);
    return this;
  }

  /** The SDK and instance, loaded once; a failed download is tried again on the next call. */
  get(): Promise<LoadedAuth> {
    if (this.loading) return this.loading;
    this.loading = Promise.all([this.loadSdk(), Promise.all(this.setups.map((prepare) => prepare()))])
      .then(([sdk, applies]) => {
        const loaded = { sdk, auth: this.initialize(sdk) };
        for (const apply of applies) apply(loaded);
        return loaded;
      })
      .catch((error: unknown) => {
        this.loading = null;
        throw error;
      });
    for (const listener of [...this.started]) listener();
    return this.loading;
  }

  /** The instance if something has asked for it, else null: without the SDK loaded, nobody has signed in. */
  ifStarted(): Promise<LoadedAuth> | null {
    return this.loading;
  }

  /** Calls `listener` after each sign-out made on this page (another tab's is not). */
  onSignOut(listener: (loaded: LoadedAuth) => void): Unsubscribe {
    this.signOuts.add(listener);
    return () => this.signOuts.delete(listener);
  }

  /** What the auth adapter calls once this page has signed out. */
  signedOut(loaded: LoadedAuth): void {
    for (const listener of [...this.signOuts]) listener(loaded);
  }

  /** Calls `listener` when the SDK is first asked for; not if it already was. */
  onStart(listener: () => void): Unsubscribe {
    this.started.add(listener);
    return () => this.started.delete(listener);
  }
}
