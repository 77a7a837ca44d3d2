import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../ports/auth.port';
import type { UserProfiles } from '../ports/user-profiles.port';
import { queryKeys, STALE } from './server-state';
import { useService } from './services-context';

/** The query of the signed-in user's stored profile, for `useQuery` and `queryClient.fetchQuery` alike. */
export function profileQuery(profiles: UserProfiles, uid: string) {
  return { queryKey: queryKeys.profile(uid), queryFn: () => profiles.get(uid), staleTime: STALE.profile };
}

/** The signed-in user's stored profile (users/{uid}), read once per session and shared by every screen. */
export function useProfile(user: AuthUser | null) {
  const profiles = useService('userProfiles');
  return useQuery({ ...profileQuery(profiles, user?.uid ?? ''), enabled: user !== null });
}
