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

  // A profile write that fails must not undo a successful sign-in; the next sign-in repairs it.
  const writeProfile = useCallback(
    async (user: AuthUser, isNew: boolean) => {
      try {
        // A profile this site cannot read (one the app wrote without a field the site writes) still exists: it is
        // merged with email, uid and photo as SPEC 4 says, never overwritten.
        const existing = isNew
          ? null
          : await profiles.get(user.uid).catch((error: unknown) => {
              if (isUnreadable(error)) return 'unreadable';
              throw error;
            });
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

  return {
    signIn: (email: string, password: string) => auth.signInWithEmail(email, password),
    signUp: async (email: string, password: string, displayName: string) => {
      const user = await auth.signUpWithEmail(email, password, displayName);
      await writeProfile(user, true);
      return user;
    },
    google: async () => {
      const { user, isNewUser } = await auth.signInWithGoogle();
      await writeProfile(user, isNewUser);
      return user;
    },
    resetPassword: (email: string) => auth.sendPasswordReset(email),
  };
}
