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

/** A part's state: shown, on its way, or failed (then the page says 'Failed to load dashboard data' once). */
export type PartStatus = 'loaded' | 'loading' | 'error';

const statusOf = (query: { data: unknown; isError: boolean; isFetching: boolean }): PartStatus =>
  query.data !== undefined ? 'loaded' : query.isError && !query.isFetching ? 'error' : 'loading';

/**
 * The greeting, tips and starters (SPEC 2, 7), once per session and user, each on its own so that one that fails
 * leaves the others shown; the greeting's chat context comes from the live chat's cache.
 */
export function useDashboard(user: AuthUser) {
  const profiles = useService('userProfiles');
  const companion = useService('companion');
  const queryClient = useQueryClient();
  const profile = useProfile(user);
  /** Who f8 speaks to, from the stored profile (read once, shared with every screen). */
  const about = async () => {
    const stored = await queryClient.fetchQuery(profileQuery(profiles, user.uid)).catch(() => null);
    const userName = nameOf(user, stored?.firstName);
    return { userName, userContext: { firstName: userName, timezone: stored?.timezone ?? null, language: stored?.language ?? 'en' } };
  };
  const greeting = useQuery({
    queryKey: queryKeys.dashboard(user.uid, 'greeting'),
    queryFn: async () => {
      const { userName, userContext } = await about();
      const chatContext = await waitForData<DashboardChatMessage[]>(
        queryClient,
        queryKeys.dashboardChat(user.uid),
        CHAT_CONTEXT_WAIT_MS,
        [],
      );
      const answer = await companion.greeting({ userId: user.uid, userName, timeOfDay: timeOfDay(new Date()), userContext, chatContext });
      return answer.message;
    },
    staleTime: STALE.dashboard,
  });
  const tips = useQuery({
    queryKey: queryKeys.dashboard(user.uid, 'tips'),
    queryFn: async () => companion.tips({ userId: user.uid, ...(await about()) }),
    staleTime: STALE.dashboard,
  });
  const starters = useQuery({
    queryKey: queryKeys.dashboard(user.uid, 'starters'),
    queryFn: () => companion.starters(user.uid),
    staleTime: STALE.dashboard,
  });
  const parts = { greeting: statusOf(greeting), tips: statusOf(tips), starters: statusOf(starters) };
  const all = Object.values(parts);
  return {
    /** The page as a whole: failed if any part failed, loaded once all are. */
    status: all.includes('error') ? ('error' as const) : all.includes('loading') ? ('loading' as const) : ('loaded' as const),
    parts,
    userName: nameOf(user, profile.data?.firstName),
    greeting: greeting.data ?? null,
    tips: tips.data ?? [],
    starters: starters.data ?? [],
    /** Asks again for what failed. */
    retry: () => {
      for (const query of [greeting, tips, starters]) if (query.isError) void query.refetch();
    },
  };
}
