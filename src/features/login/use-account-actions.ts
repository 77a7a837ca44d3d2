import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { FunctionError } from '../../domain/function-error';
import { buildNewProfile } from '../../domain/user-profile';
import type { AuthUser } from '../../ports/auth.port';
import type { UserProfile } from '../../ports/user-profiles.port';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { profileQuery } from '../../ui/use-profile';
import { browserTimezone } from '../../ui/use-detected-location';

/** A profile read; 'unreadable' when the app stored one missing a field the site needs (data-loss, store.mapping.ts). */
const orUnreadable = <T>(read: Promise<T>): Promise<T | 'unreadable'> =>
  read.catch((error: unknown) => {
    if (error instanceof FunctionError && error.code === 'data-loss') return 'unreadable' as const;
    throw error;
  });

/** How long a sign-up or Google sign-in waits for its profile write before the page goes on without it. */
export const PROFILE_WRITE_WAIT_MS = 3000;

/** Waits for the profile write (the next screen reads it), at most PROFILE_WRITE_WAIT_MS: an offline write goes on later. */
function settled(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, PROFILE_WRITE_WAIT_MS)));
  return Promise.race([write, wait]).finally(() => clearTimeout(timer));
}

/** Sign-in use cases (SPEC 4): sign-up creates profile and firstLoad; Google creates a full profile or merges email, uid, photo. */
export function useAccountActions() {
  const auth = useService('auth');
  const profiles = useService('userProfiles');
  const queryClient = useQueryClient();
  // Sign-in is why this screen is here: whatever its actions need loads now, not on the first click.
  useEffect(() => auth.prepare(), [auth]);

  // A profile write that fails must not undo a successful sign-in; the next sign-in repairs it (repairProfile).
  const writeProfile = useCallback(
    async (user: AuthUser, isNew: boolean) => {
      try {
        // A profile this site cannot read still exists: it is merged with email, uid and photo as SPEC 4 says, never
        // overwritten.
        const existing = isNew ? null : await orUnreadable(profiles.get(user.uid));
        if (existing === null) await profiles.create(buildNewProfile(user, browserTimezone(), new Date()));
        else await profiles.merge(user.uid, { email: user.email, uid: user.uid, photoURL: user.photoURL });
      } catch (error) {
        console.error('Saving the profile failed', error);
      }
      // The session's profile may have been read before the write landed (sign-in is announced first).
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });
    },
    [profiles, queryClient],
  );

  // An account whose sign-up could not write its profile gets it at its next email sign-in, as sign-up writes it; the
  // sign-in does not wait for this (failures only logged).
  const repairProfile = useCallback(
    async (user: AuthUser) => {
      try {
        // Through the session's cache: this is the one read of the profile the session makes (the sidebar's).
        const existing = await orUnreadable(queryClient.fetchQuery(profileQuery(profiles, user.uid)));
        if (existing !== null) return;
        const profile = buildNewProfile(user, browserTimezone(), new Date());
        await profiles.create(profile);
        // What a read would give back (a new profile has no handle), without reading it again.
        queryClient.setQueryData<UserProfile>(queryKeys.profile(user.uid), { ...profile, handle: null });
      } catch (error) {
        console.error('Repairing the profile failed', error);
      }
    },
    [profiles, queryClient],
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
