import { plansReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

export const PLANS_PATH = '/api/v2/subscription/plans';

/**
 * The offered plans (no sign-in). Shared because the landing page's pricing, the sign-up wizard and
 * billing all show the same plans from the one server source.
 */
export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.plans,
    queryFn: async () =>
      (await apiClient.get(PLANS_PATH, plansReplySchema, { isAnonymous: true })).data.plans,
    // Plans change only when the provider edits them; one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
