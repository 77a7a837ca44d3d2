import { useQuery } from '@tanstack/react-query';
import { NO_PEOPLE, PLACEHOLDER_PEOPLE, type MentionTarget } from '../domain/mentions';
import { queryKeys, STALE } from './server-state';
import { useService } from './services-context';

/**
 * Who can be @mentioned: the user's people, else the five placeholders (SPEC 8); `own` says which. `chips` are the
 * people whose mentions show as chips: the user's own only.
 */
export function usePeople(uid: string | null): { people: readonly MentionTarget[]; own: boolean; chips: readonly MentionTarget[] } {
  const peopleService = useService('people');
  const query = useQuery({
    queryKey: queryKeys.people(uid ?? ''),
    // Alphabetical, so the dropdown reads like an address book whatever order the store keeps.
    queryFn: async () => (await peopleService.list(uid ?? '')).sort((a, b) => a.name.localeCompare(b.name)),
    enabled: uid !== null,
    staleTime: STALE.people,
  });
  if (uid === null || query.isError) return { people: PLACEHOLDER_PEOPLE, own: false, chips: NO_PEOPLE };
  const own = (query.data?.length ?? 0) > 0;
  return { people: query.data ?? NO_PEOPLE, own, chips: own ? (query.data ?? NO_PEOPLE) : NO_PEOPLE };
}
