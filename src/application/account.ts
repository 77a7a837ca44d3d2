import { FunctionError } from '../domain/function-error';
import { buildNewProfile } from '../domain/user-profile';
import type { Auth, AuthUser } from '../ports/auth.port';
import type { UserProfile, UserProfiles } from '../ports/user-profiles.port';

/** The ports signing in uses. */
export interface AccountPorts {
  auth: Auth;
  userProfiles: UserProfiles;
}

/** Where and when a new profile is made: the browser's time zone, and the clock. */
export interface ProfileContext {
  timezone: string | null;
  now: () => Date;
  /** Told of a profile write that failed; the sign-in stands. */
  failed: (what: string, error: unknown) => void;
}

/** Called once a profile write has ended, done or not; the sign-up waits for it (within PROFILE_WRITE_WAIT_MS). */
type Saved = (user: AuthUser) => Promise<void> | void;

/** How long a sign-up or Google sign-in waits for its profile write before the page goes on without it. */
export const PROFILE_WRITE_WAIT_MS = 3000;

/** A profile read; 'unreadable' when the app stored one missing a field the site needs (data-loss, store.mapping.ts). */
const orUnreadable = <T>(read: Promise<T>): Promise<T | 'unreadable'> =>
  read.catch((error: unknown) => {
    if (error instanceof FunctionError && error.code === 'data-loss') return 'unreadable' as const;
    throw error;
  });

/** Waits for `write` at most PROFILE_WRITE_WAIT_MS (the next screen reads it): an offline write goes on later. */
function atMostAWhile(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, PROFILE_WRITE_WAIT_MS)));
  return Promise.race([write, wait]).finally(() => clearTimeout(timer));
}

/**
 * SPEC 4's profile write: a new account gets its full profile and firstLoad document; a known one has email, uid and
 * photo merged in, and a profile this site cannot read is merged too, never overwritten. A failure is told, not thrown:
 * it must not undo the sign-in. `saved` follows the write, done or not (the session may have read the profile before).
 */
async function saveProfile(ports: AccountPorts, context: ProfileContext, user: AuthUser, isNew: boolean, saved: Saved): Promise<void> {
  try {
    const existing = isNew ? null : await orUnreadable(ports.userProfiles.get(user.uid));
    if (existing === null) await ports.userProfiles.create(buildNewProfile(user, context.timezone, context.now()));
    else await ports.userProfiles.merge(user.uid, { email: user.email, uid: user.uid, photoURL: user.photoURL });
  } catch (error) {
    context.failed('Saving the profile failed', error);
  }
  await saved(user);
}

/** Email sign-up (SPEC 4): the account, then its profile and firstLoad document, waited for a while. */
export async function signUp(
  ports: AccountPorts,
  context: ProfileContext,
  form: { email: string; password: string; displayName: string },
  saved: Saved,
): Promise<AuthUser> {
  const user = await ports.auth.signUpWithEmail(form.email, form.password, form.displayName);
  await atMostAWhile(saveProfile(ports, context, user, true, saved));
  return user;
}

/** Google sign-in (SPEC 4): a new account gets the full profile; a known one has email, uid and photo merged in. */
export async function signInWithGoogle(ports: AccountPorts, context: ProfileContext, saved: Saved): Promise<AuthUser> {
  const { user, isNewUser } = await ports.auth.signInWithGoogle();
  await atMostAWhile(saveProfile(ports, context, user, isNewUser, saved));
  return user;
}

/**
 * Email sign-in. An account whose sign-up could not write its profile gets it now, as sign-up writes it; the sign-in does
 * not wait for that. `read` reads the profile (through the session's cache: the one read of it the session makes);
 * `repaired` gets the profile written.
 */
export async function signIn(
  ports: AccountPorts,
  context: ProfileContext,
  form: { email: string; password: string },
  read: (uid: string) => Promise<UserProfile | null>,
  repaired: (profile: UserProfile) => void,
): Promise<AuthUser> {
  const user = await ports.auth.signInWithEmail(form.email, form.password);
  void repairProfile(ports, context, user, read, repaired);
  return user;
}

async function repairProfile(
  ports: AccountPorts,
  context: ProfileContext,
  user: AuthUser,
  read: (uid: string) => Promise<UserProfile | null>,
  repaired: (profile: UserProfile) => void,
): Promise<void> {
  try {
    if ((await orUnreadable(read(user.uid))) !== null) return;
    const profile = buildNewProfile(user, context.timezone, context.now());
    await ports.userProfiles.create(profile);
    // What a read would give back (a new profile has no handle), without reading it again.
    repaired({ ...profile, handle: null });
  } catch (error) {
    context.failed('Repairing the profile failed', error);
  }
}
