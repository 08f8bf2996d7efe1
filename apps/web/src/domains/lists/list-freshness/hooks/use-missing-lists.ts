import type { SanctionList } from '@sanctions/contracts';
import { useAuth } from '@/lib/auth';
import { useListFreshness } from '../api/get-list-freshness';
import { missingLists } from '../lib/missing-lists';

/**
 * The lists not loaded yet, from the freshness the indicator already reads; undefined while it is
 * unknown (loading or failed), so nothing is blocked on a guess.
 */
export function useMissingLists(): readonly SanctionList[] | undefined {
  const { user } = useAuth();
  const freshness = useListFreshness(user !== null);
  return freshness.isSuccess ? missingLists(freshness.data) : undefined;
}
