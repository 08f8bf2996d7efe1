import { RECENT_ACTIVITY_DEFAULT_LIMIT, recentActivityReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const RECENT_ACTIVITY_PATH = '/api/v2/admin/recent-activity';

export const recentActivityKeys = {
  list: (limit: number) => ['admin-recent-activity', limit] as const,
};

/** Spec 7: GET /api/v2/admin/recent-activity, newest first, from stored searches and the audit trail. */
export function useRecentActivity(limit = RECENT_ACTIVITY_DEFAULT_LIMIT) {
  return useQuery({
    queryKey: recentActivityKeys.list(limit),
    queryFn: async () =>
      (await apiClient.get(`${RECENT_ACTIVITY_PATH}?limit=${limit}`, recentActivityReplySchema))
        .data.activities,
  });
}
