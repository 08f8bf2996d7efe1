import { listFreshnessReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export const LIST_FRESHNESS_PATH = '/api/v2/sanctions/freshness';

/** GET /api/v2/sanctions/freshness, re-read every 5 minutes so a long session notices a list going stale. */
export function getListFreshnessQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.listFreshness,
    queryFn: async () => (await apiClient.get(LIST_FRESHNESS_PATH, listFreshnessReplySchema)).data,
    refetchInterval: 300_000,
    staleTime: 60_000,
  });
}

export function useListFreshness(isEnabled: boolean) {
  return useQuery({ ...getListFreshnessQueryOptions(), enabled: isEnabled });
}
