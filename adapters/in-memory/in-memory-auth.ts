import { AuthError, type Auth, type AuthUser } from '../../src/ports/auth.port';
import type { Unsubscribe } from '../../src/ports/unsubscribe';

interface Account {
  user: AuthUser;
  password: string;
}

/** Auth held in memory, for component tests: accounts by email, listeners told of every change. */
export class InMemoryAuth implements Auth {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private current: AuthUser | null = null;
  readonly resetEmails: string[] = [];

  constructor(accounts: { email: string; password: string; displayName?: string }[] = []) {
    for (const [i, a] of accounts.entries()) {
      this.accounts.set(a.email, {
        password: a.password,
        user: { uid: `uid-${i + 1}`, email: a.email, displayName: a.displayName ?? null, photoURL: null },
      });
    }
  }

  subscribe(listener: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.current));
    return () => this.listeners.delete(listener);
  }

  private set(user: AuthUser | null): AuthUser | null {
    this.current = user;
    for (const listener of this.listeners) listener(user);
    return user;
  }

  signInWithEmail(email: string, password: string): Promise<AuthUser> {
    const account = this.accounts.get(email);
    if (!account) return Promise.reject(new AuthError('user-not-found'));
    if (account.password !== password) return Promise.reject(new AuthError('wrong-password'));
    this.set(account.user);
    return Promise.resolve(account.user);
  }

  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser> {
    if (this.accounts.has(email)) return Promise.reject(new AuthError('email-already-in-use'));
    if (password.length < 6) return Promise.reject(new AuthError('weak-password'));
    const user: AuthUser = { uid: `uid-${this.accounts.size + 1}`, email, displayName, photoURL: null };
    this.accounts.set(email, { user, password });
    this.set(user);
    return Promise.resolve(user);
  }

  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    const email = 'google.user@example.com';
    const isNewUser = !this.accounts.has(email);
    if (isNewUser)
      this.accounts.set(email, {
        password: '',
        user: { uid: `uid-${this.accounts.size + 1}`, email, displayName: 'Google User', photoURL: null },
      });
    const user = this.accounts.get(email)?.user ?? null;
    if (!user) return Promise.reject(new AuthError('internal-error'));
    this.set(user);
    return Promise.resolve({ user, isNewUser });
  }

  sendPasswordReset(email: string): Promise<void> {
    if (!this.accounts.has(email)) return Promise.reject(new AuthError('user-not-found'));
    this.resetEmails.push(email);
    return Promise.resolve();
  }

  signOut(): Promise<void> {
    this.set(null);
    return Promise.resolve();
  }
}
