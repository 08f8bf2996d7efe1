import { sanctionsStatsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sanctionsKeys } from './sanctions-keys';

export const SANCTIONS_STATS_PATH = '/api/v2/admin/sanctions/stats';

/** Spec 7: GET /api/v2/admin/sanctions/stats (total entries, last update, per-list breakdown, failures). */
export function getSanctionsStatsQueryOptions() {
  return queryOptions({
    queryKey: sanctionsKeys.stats(),
    queryFn: async () =>
      (await apiClient.get(SANCTIONS_STATS_PATH, sanctionsStatsReplySchema)).data,
  });
}

export function useSanctionsStats() {
  return useQuery(getSanctionsStatsQueryOptions());
}
