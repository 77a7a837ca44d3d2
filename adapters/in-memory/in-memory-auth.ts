import { AuthError, type Auth, type AuthUser } from '../../src/ports/auth.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';

interface Account {
  user: AuthUser;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC 9: minimum password length. */
const MIN_PASSWORD = 6;

/** Auth held in memory, for component tests and the port contract suite: accounts by email, listeners told of every change. */
export class InMemoryAuth implements Auth {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private current: AuthUser | null = null;
  private nextUid = 1;
  /** Set to make every action fail with this error (the listener keeps working). */
  failWith: AuthError | null = null;
  /** Each action called, in order, with the email it was for. */
  readonly calls: { action: Exclude<keyof Auth, 'subscribe' | 'prepare'>; email?: string }[] = [];
  /** How often a screen asked to get sign-in ready. */
  prepared = 0;
  readonly resetEmails: string[] = [];

  /** `accounts` exist before the test; `google` is the account the Google pop-up picks. */
  constructor(
    accounts: { email: string; password: string; displayName?: string }[] = [],
    private readonly google: { email: string; displayName: string } = { email: 'google.user@example.com', displayName: 'Google User' },
  ) {
    for (const a of accounts) this.addAccount(a.email, a.password, a.displayName ?? null);
  }

  private addAccount(email: string, password: string, displayName: string | null): AuthUser {
    const user: AuthUser = { uid: `uid-${this.nextUid++}`, email, displayName, photoURL: null };
    this.accounts.set(email.toLowerCase(), { user, password });
    return user;
  }

  private act<T>(action: Exclude<keyof Auth, 'subscribe' | 'prepare'>, email: string | undefined, run: () => T): Promise<T> {
    this.calls.push({ action, ...(email === undefined ? {} : { email }) });
    if (this.failWith) return Promise.reject(this.failWith);
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Nothing to load here. */
  prepare(): void {
    this.prepared += 1;
  }

  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(listener);
    // Like Firebase: the first call comes after the (here instant) first auth check, never synchronously.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.current);
    });
    return () => this.listeners.delete(listener);
  }

  private set(user: AuthUser | null): AuthUser | null {
    if (user === this.current) return user;
    this.current = user;
    for (const listener of this.listeners) listener(user);
    return user;
  }

  private checkEmail(email: string): void {
    if (!email) throw new AuthError('missing-email');
    if (!EMAIL.test(email)) throw new AuthError('invalid-email');
  }

  signInWithEmail(email: string, password: string): Promise<AuthUser> {
    return this.act('signInWithEmail', email, () => {
      this.checkEmail(email);
      if (!password) throw new AuthError('missing-password');
      const account = this.accounts.get(email.toLowerCase());
      if (!account) throw new AuthError('user-not-found');
      if (account.password !== password) throw new AuthError('wrong-password');
      this.set(account.user);
      return account.user;
    });
  }

  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser> {
    return this.act('signUpWithEmail', email, () => {
      this.checkEmail(email);
      if (password.length < MIN_PASSWORD) throw new AuthError('weak-password');
      if (this.accounts.has(email.toLowerCase())) throw new AuthError('email-already-in-use');
      const user = this.addAccount(email, password, displayName);
      this.set(user);
      return user;
    });
  }

  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    return this.act('signInWithGoogle', this.google.email, () => {
      const existing = this.accounts.get(this.google.email.toLowerCase());
      const user = existing?.user ?? this.addAccount(this.google.email, '', this.google.displayName);
      this.set(user);
      return { user, isNewUser: !existing };
    });
  }

  sendPasswordReset(email: string): Promise<void> {
    return this.act('sendPasswordReset', email, () => {
      this.checkEmail(email);
      if (!this.accounts.has(email.toLowerCase())) throw new AuthError('user-not-found');
      this.resetEmails.push(email);
    });
  }

  signOut(): Promise<void> {
    return this.act('signOut', undefined, () => {
      this.set(null);
    });
  }
}
