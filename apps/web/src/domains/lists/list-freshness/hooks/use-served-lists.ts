import type { SanctionList } from '@sanctions/contracts';
import { useAuth } from '@/lib/auth';
import { useListFreshness } from '../api/get-list-freshness';
import { servedLists } from '../lib/missing-lists';

/**
 * The lists served right now (an active version), from the freshness the indicator already reads; undefined
 * while unknown, so a list filter offers every list rather than a guess.
 */
export function useServedLists(): readonly SanctionList[] | undefined {
  const { user } = useAuth();
  const freshness = useListFreshness(user !== null);
  return freshness.isSuccess ? servedLists(freshness.data) : undefined;
}
