import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signIn, signInWithGoogle, signUp, type ProfileContext } from '../../application/account';
import type { AuthUser } from '../../ports/auth.port';
import type { UserProfile } from '../../ports/user-profiles.port';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { profileQuery } from '../../ui/use-profile';
import { browserTimezone } from '../../ui/use-detected-location';

/** What the login screen asks for (SPEC 4). */
export type AccountAction =
  | { kind: 'sign-in'; email: string; password: string }
  | { kind: 'sign-up'; email: string; password: string; displayName: string }
  | { kind: 'google' }
  | { kind: 'reset-password'; email: string };

/** How the screen hears of an action: when it starts, and how it ended. */
export interface AccountCallbacks {
  onStart: () => void;
  onDone: (action: AccountAction) => void;
  onError: (error: unknown) => void;
}

/** The browser's time zone and clock, and the console for a profile write that failed. */
const browserContext = (): ProfileContext => ({
  timezone: browserTimezone(),
  now: () => new Date(),
  failed: (what, error) => console.error(what, error),
});

/** The login screen's actions as one mutation over the account use cases, with the session's profile kept in the query cache. */
export function useAccountActions({ onStart, onDone, onError }: AccountCallbacks) {
  const auth = useService('auth');
  const userProfiles = useService('userProfiles');
  const queryClient = useQueryClient();
  // Sign-in is why this screen is here: whatever its actions need loads now, not on the first click.
  useEffect(() => auth.prepare(), [auth]);
  const ports = { auth, userProfiles };
  // The session's profile may have been read before the write landed (sign-in is announced first).
  const reread = (user: AuthUser) => queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });

  const perform = (action: AccountAction): Promise<unknown> => {
    switch (action.kind) {
      case 'sign-in':
        return signIn(
          ports,
          browserContext(),
          action,
          (uid) => queryClient.fetchQuery(profileQuery(userProfiles, uid)),
          (profile) => queryClient.setQueryData<UserProfile>(queryKeys.profile(profile.uid), profile),
        );
      case 'sign-up':
        return signUp(ports, browserContext(), action, reread);
      case 'google':
        return signInWithGoogle(ports, browserContext(), reread);
      case 'reset-password':
        return auth.sendPasswordReset(action.email);
    }
  };
  return useMutation({ mutationFn: perform, onMutate: onStart, onSuccess: (_answer, action) => onDone(action), onError });
}
