import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/query-keys';
import { membersKeys } from './members-keys';

/**
 * After a change of who is in the team (invited, revoked, removed): the members page and the seat
 * counts the organisation dashboard shows.
 */
export async function invalidateTeam(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.organization }),
  ]);
}
