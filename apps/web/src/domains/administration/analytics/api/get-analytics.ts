import { analyticsReplySchema } from '@sanctions/contracts';
import type { AnalyticsRange } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const ANALYTICS_PATH = '/api/v2/admin/analytics';

export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, range] as const,
};

/** Spec 7: GET /api/v2/admin/analytics?range=7d|30d|90d. Each read is audited on the server. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKeys.range(range),
    queryFn: async () =>
      (await apiClient.get(`${ANALYTICS_PATH}?range=${range}`, analyticsReplySchema)).data,
    // The dashboard keeps the current figures on screen while another range loads.
    placeholderData: keepPreviousData,
  });
}
