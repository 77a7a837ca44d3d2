import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signIn, signInWithGoogle, signUp, type ProfileContext } from '../../application/account';
import type { AuthUser } from '../../ports/auth.port';
import type { UserProfile } from '../../ports/user-profiles.port';
import { queryKeys } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { profileQuery } from '../../ui/use-profile';
import { browserTimezone } from '../../ui/use-detected-location';

/** The browser's time zone and clock, and the console for a profile write that failed. */
const browserContext = (): ProfileContext => ({
  timezone: browserTimezone(),
  now: () => new Date(),
  failed: (what, error) => console.error(what, error),
});

/** The login screen's actions (SPEC 4), over the account use cases, with the session's profile kept in the query cache. */
export function useAccountActions() {
  const auth = useService('auth');
  const userProfiles = useService('userProfiles');
  const queryClient = useQueryClient();
  // Sign-in is why this screen is here: whatever its actions need loads now, not on the first click.
  useEffect(() => auth.prepare(), [auth]);
  const ports = { auth, userProfiles };
  // The session's profile may have been read before the write landed (sign-in is announced first).
  const reread = (user: AuthUser) => queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.uid) });

  return {
    signIn: (email: string, password: string) =>
      signIn(
        ports,
        browserContext(),
        { email, password },
        (uid) => queryClient.fetchQuery(profileQuery(userProfiles, uid)),
        (profile) => queryClient.setQueryData<UserProfile>(queryKeys.profile(profile.uid), profile),
      ),
    signUp: (email: string, password: string, displayName: string) =>
      signUp(ports, browserContext(), { email, password, displayName }, reread),
    google: () => signInWithGoogle(ports, browserContext(), reread),
    resetPassword: (email: string) => auth.sendPasswordReset(email),
  };
}
