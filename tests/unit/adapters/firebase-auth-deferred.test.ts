import type { Auth as FirebaseAuthInstance, User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import { LazyAuth, type AuthSdk } from '../../../adapters/firebase/lazy-auth';

type Listener = (user: User | null) => void;

/**
 * A stand-in for the Auth SDK: who is signed in, and onAuthStateChanged, which reports once its first check is
 * done (a microtask later) and on every change after it, as the SDK does.
 */
function fakeSdk(initial: User | null) {
  let current = initial;
  const listeners = new Set<Listener>();
  const sdk = {
    initializeAuth: () => ({}) as FirebaseAuthInstance,
    onAuthStateChanged: (_auth: FirebaseAuthInstance, listener: Listener) => {
      queueMicrotask(() => {
        listeners.add(listener);
        listener(current);
      });
      return () => listeners.delete(listener);
    },
    signInWithEmailAndPassword: async (_auth: FirebaseAuthInstance, email: string) => {
      await Promise.resolve();
      current = { uid: `uid-${email}`, email, displayName: null, photoURL: null } as User;
      for (const listener of listeners) listener(current);
      return { user: current };
    },
    createUserWithEmailAndPassword: async (_auth: FirebaseAuthInstance, email: string) => {
      await Promise.resolve();
      current = { uid: `uid-${email}`, email, displayName: null, photoURL: null } as User;
      for (const listener of listeners) listener(current);
      return { user: current };
    },
    updateProfile: () => Promise.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' })),
  };
  return sdk as unknown as AuthSdk;
}

const user = { uid: 'u1', email: 'kept@example.com', displayName: null, photoURL: null } as User;

function setup({ stored, sdkUser = null, failFirstLoad = false }: { stored: boolean; sdkUser?: User | null; failFirstLoad?: boolean }) {
  const sdk = fakeSdk(sdkUser);
  let loads = 0;
  const loadSdk = vi.fn(() => {
    loads += 1;
    return failFirstLoad && loads === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(sdk);
  });
  const lazy = new LazyAuth(loadSdk, (s) => s.initializeAuth(undefined as never));
  let settle: (() => void) | undefined;
  const persistedSession = vi.fn(() => Promise.resolve(stored));
  const auth = new FirebaseAuth(lazy, undefined, persistedSession, (work) => (settle = work));
  const seen: (string | null)[] = [];
  const stop = auth.subscribe((u) => seen.push(u?.email ?? null));
  return { auth, lazy, loadSdk, persistedSession, seen, stop, settle: () => settle?.() };
}

describe('FirebaseAuth with the SDK loaded on demand', () => {
  it('answers signed out without loading the SDK when the browser stores no session', async () => {
    const { seen, loadSdk } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it("looks for a stored session once, for the start's first check and the session's watch after it", async () => {
    const { auth, seen, stop, persistedSession, loadSdk } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
    const again: (string | null)[] = [];
    auth.subscribe((u) => again.push(u?.email ?? null));
    await vi.waitFor(() => expect(again).toEqual([null]));
    expect(persistedSession).toHaveBeenCalledOnce();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('loads the SDK once the page has settled, and does not repeat its signed-out answer', async () => {
    const { seen, loadSdk, settle } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    settle();
    await vi.waitFor(() => expect(loadSdk).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([null]);
  });

  it('reports a user the SDK finds after all (signed in from another tab) once it has loaded', async () => {
    const { seen, settle } = setup({ stored: false, sdkUser: user });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    settle();
    await vi.waitFor(() => expect(seen).toEqual([null, 'kept@example.com']));
  });

  it('follows a sign-in on the page, which loads the SDK before the page has settled', async () => {
    const { auth, seen } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await auth.signInWithEmail('new@example.com', 'secret-1');
    await vi.waitFor(() => expect(seen).toEqual([null, 'new@example.com']));
  });

  it('loads the SDK when a sign-in screen gets ready, before any action, and follows it from then on', async () => {
    const { auth, seen, loadSdk } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    auth.prepare();
    await vi.waitFor(() => expect(loadSdk).toHaveBeenCalledOnce());
    await auth.signInWithEmail('ready@example.com', 'secret-1');
    await vi.waitFor(() => expect(seen).toEqual([null, 'ready@example.com']));
    expect(loadSdk).toHaveBeenCalledOnce();
  });

  it('loads the SDK for a sign-in screen only once the frame that draws the screen is shown', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const { auth, seen, loadSdk } = setup({ stored: false });
      await vi.waitFor(() => expect(seen).toEqual([null]));
      const nextFrame = async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
      auth.prepare();
      // The frame that draws the screen, then the frame after it: the download starts only then.
      await nextFrame();
      expect(loadSdk).not.toHaveBeenCalled();
      await nextFrame();
      await vi.waitFor(() => expect(loadSdk).toHaveBeenCalledOnce());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits for the SDK when a session is stored, and reports only what the SDK says', async () => {
    const { seen, loadSdk } = setup({ stored: true, sdkUser: user });
    await vi.waitFor(() => expect(seen).toEqual(['kept@example.com']));
    expect(loadSdk).toHaveBeenCalledOnce();
  });

  it('draws signed out when the SDK fails to load, and follows it when a later try loads it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, seen, loadSdk } = setup({ stored: true, failFirstLoad: true });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await auth.signInWithEmail('retry@example.com', 'secret-1');
    await vi.waitFor(() => expect(seen).toEqual([null, 'retry@example.com']));
    expect(loadSdk).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith('Firebase Auth failed to load', expect.any(Error));
    logged.mockRestore();
  });

  it('stops reporting once unsubscribed, even when the SDK arrives later', async () => {
    const { auth, seen, stop, settle } = setup({ stored: false });
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
    settle();
    await auth.signInWithEmail('late@example.com', 'secret-1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([null]);
  });
});

describe('LazyAuth', () => {
  it('creates the instance once and runs each configured step on it before anyone gets it', async () => {
    const order: string[] = [];
    const lazy = new LazyAuth(
      () => Promise.resolve(fakeSdk(null)),
      () => {
        order.push('initialize');
        return {} as FirebaseAuthInstance;
      },
    ).configure(() => Promise.resolve(() => order.push('connect emulator')));
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect(a).toBe(b);
    expect(order).toEqual(['initialize', 'connect emulator']);
  });

  it('tries again when making the instance failed, not only the download', async () => {
    let calls = 0;
    const lazy = new LazyAuth(
      () => Promise.resolve(fakeSdk(null)),
      () => {
        if (++calls === 1) throw new Error('auth/invalid-api-key');
        return {} as FirebaseAuthInstance;
      },
    );
    await expect(lazy.get()).rejects.toThrow('invalid-api-key');
    await expect(lazy.get()).resolves.toMatchObject({ auth: {} });
  });

  it('is not started until asked, and tries a failed download again', async () => {
    let calls = 0;
    const lazy = new LazyAuth(
      () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(fakeSdk(null))),
      () => ({}) as FirebaseAuthInstance,
    );
    expect(lazy.ifStarted()).toBeNull();
    await expect(lazy.get()).rejects.toThrow('offline');
    expect(lazy.ifStarted()).toBeNull();
    await expect(lazy.get()).resolves.toMatchObject({ auth: {} });
    expect(calls).toBe(2);
  });

  it('resolves a sign-up whose naming fails, with the name given, so the profile write that follows has it', async () => {
    const { auth } = setup({ stored: false });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = await auth.signUpWithEmail('new@example.com', 'secret-1', 'Nia New');
    expect(created).toMatchObject({ uid: 'uid-new@example.com', email: 'new@example.com', displayName: 'Nia New' });
    expect(errors).toHaveBeenCalledWith('Naming the new account failed', expect.any(Error));
    errors.mockRestore();
  });
});
