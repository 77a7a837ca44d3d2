import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { FunctionError } from '../../domain/function-error';
import { buildNewProfile } from '../../domain/user-profile';
import type { AuthUser } from '../../ports/auth.port';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { browserTimezone } from '../../ui/use-detected-location';

/** A stored document that does not read as the site writes it (store.mapping.ts). */
const isUnreadable = (error: unknown) => error instanceof FunctionError && error.code === 'data-loss';

/** How long a sign-up or Google sign-in waits for its profile write before the page goes on without it. */
export const PROFILE_WRITE_WAIT_MS = 3000;

/**
 * The profile write, waited for (the screen the person goes to reads the profile: the dashboard's name) but not
 * for longer than PROFILE_WRITE_WAIT_MS: a write the store keeps while the connection is away goes on meanwhile.
 */
function settled(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, PROFILE_WRITE_WAIT_MS)));
  return Promise.race([write, wait]).finally(() => clearTimeout(timer));
}

/**
 * The sign-in use cases (SPEC 4): sign-up creates the profile and firstLoad documents; Google gives a new
 * user the full profile and merges an existing one with email, uid and photo only.
 */
export function useAccountActions() {
  const auth = useService('auth');
  const profiles = useService('userProfiles');
  const queryClient = useQueryClient();
  // Sign-in is why this screen is here: whatever its actions need loads now, not on the first click.
  useEffect(() => auth.prepare(), [auth]);

  // The stored profile, 'unreadable' for one this site cannot read (the app wrote it without a field the site writes),
  // or null when there is none.
  const storedProfile = useCallback(
    (uid: string) =>
      profiles.get(uid).catch((error: unknown) => {
        if (isUnreadable(error)) return 'unreadable' as const;
        throw error;
      }),
    [profiles],
  );

  // A profile write that fails must not undo a successful sign-in; the next sign-in repairs it (repairProfile).
  const writeProfile = useCallback(
    async (user: AuthUser, isNew: boolean) => {
      try {
        // A profile this site cannot read still exists: it is merged with email, uid and photo as SPEC 4 says, never
        // overwritten.
        const existing = isNew ? null : await storedProfile(user.uid);
        if (existing === null) await profiles.create(buildNewProfile(user, browserTimezone(), new Date()));
        else await profiles.merge(user.uid, { email: user.email, uid: user.uid, photoURL: user.photoURL });
      } catch (error) {
        console.error('Saving the profile failed', error);
      }
      // The session's profile may have been read before the write landed (sign-in is announced first).
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });
    },
    [profiles, queryClient, storedProfile],
  );

  // An account whose sign-up could not write its profile gets it at its next email sign-in, as sign-up writes it; the
  // sign-in does not wait for this (failures only logged).
  const repairProfile = useCallback(
    async (user: AuthUser) => {
      try {
        if ((await storedProfile(user.uid)) !== null) return;
        await profiles.create(buildNewProfile(user, browserTimezone(), new Date()));
        await queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });
      } catch (error) {
        console.error('Repairing the profile failed', error);
      }
    },
    [profiles, queryClient, storedProfile],
  );

  return {
    signIn: async (email: string, password: string) => {
      const user = await auth.signInWithEmail(email, password);
      void repairProfile(user);
      return user;
    },
    signUp: async (email: string, password: string, displayName: string) => {
      const user = await auth.signUpWithEmail(email, password, displayName);
      await settled(writeProfile(user, true));
      return user;
    },
    google: async () => {
      const { user, isNewUser } = await auth.signInWithGoogle();
      await settled(writeProfile(user, isNewUser));
      return user;
    },
    resetPassword: (email: string) => auth.sendPasswordReset(email),
  };
}
