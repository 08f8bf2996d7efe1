import { LIVE_STATS_POLL_MS, liveStatsReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/v2/super-admin/live-stats, polled every 30 s while auto-refresh is on (spec 9). */
export function useLiveStats(isAutoRefresh: boolean) {
  return useQuery({
    queryKey: superAdminKeys.liveStats(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/super-admin/live-stats', liveStatsReplySchema)).data,
    refetchInterval: isAutoRefresh ? LIVE_STATS_POLL_MS : false,
  });
}
