import { useQuery, useQueryClient } from '@tanstack/react-query';
import { timeOfDay } from '../../domain/time-of-day';
import { firstNameOf } from '../../domain/user-profile';
import type { AuthUser } from '../../ports/auth.port';
import type { DashboardChatMessage } from '../../ports/dashboard-chat.port';
import { waitForData } from '../../ui/live-query';
import { queryKeys, STALE } from '../../ui/server-state';
import { useService } from '../../ui/services-context';
import { profileQuery, useProfile } from '../../ui/use-profile';

/** The name f8 uses: the profile's first name, else the display name's first word, else the email's local part. */
function nameOf(user: AuthUser, firstName: string | null | undefined): string {
  return firstName || firstNameOf(user.displayName, user.email) || 'friend';
}

/** How long the greeting waits for the chat history before greeting without it. */
const CHAT_CONTEXT_WAIT_MS = 3000;

/** The greeting, tips and starters (SPEC 2, 7), once per session and user; the chat context from the live chat's cache. */
export function useDashboard(user: AuthUser) {
  const profiles = useService('userProfiles');
  const companion = useService('companion');
  const queryClient = useQueryClient();
  const profile = useProfile(user);
  const query = useQuery({
    queryKey: queryKeys.dashboard(user.uid),
    queryFn: async () => {
      const stored = await queryClient.fetchQuery(profileQuery(profiles, user.uid)).catch(() => null);
      const userName = nameOf(user, stored?.firstName);
      const userContext = { firstName: userName, timezone: stored?.timezone ?? null, language: stored?.language ?? 'en' };
      const chatContext = await waitForData<DashboardChatMessage[]>(
        queryClient,
        queryKeys.dashboardChat(user.uid),
        CHAT_CONTEXT_WAIT_MS,
        [],
      );
      const [greeting, tips, starters] = await Promise.all([
        companion.greeting({ userId: user.uid, userName, timeOfDay: timeOfDay(new Date()), userContext, chatContext }),
        companion.tips({ userId: user.uid, userName, userContext }),
        companion.starters(user.uid),
      ]);
      return { userName, greeting: greeting.message, tips, starters };
    },
    staleTime: STALE.dashboard,
  });
  const failed = query.isError && !query.isFetching;
  return {
    status: query.data ? ('loaded' as const) : failed ? ('error' as const) : ('loading' as const),
    userName: query.data?.userName ?? nameOf(user, profile.data?.firstName),
    greeting: query.data?.greeting ?? null,
    tips: query.data?.tips ?? [],
    starters: query.data?.starters ?? [],
    retry: () => void query.refetch(),
  };
}
