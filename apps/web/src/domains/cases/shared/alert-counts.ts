import { alertCountsResponseSchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query key root of everything the alert queue shows (alerts, counts, one case, statistics). */
export const CASES_QUERY_KEY = ['cases'] as const;
export const ALERT_COUNTS_QUERY_KEY = [...CASES_QUERY_KEY, 'counts'] as const;

/** How often the navigation's open count refreshes while the app is open (and after every decision). */
const COUNTS_REFRESH_MS = 60_000;

/**
 * The caller's alert counts (open, escalated, proposed, awaiting my approval): shared by the navigation
 * badge and the queue's tabs; decisions invalidate {@link CASES_QUERY_KEY} so both refresh at once.
 */
export function useAlertCounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ALERT_COUNTS_QUERY_KEY,
    queryFn: async () =>
      (await apiClient.get('/api/v2/monitoring/alerts/counts', alertCountsResponseSchema)).data,
    refetchInterval: COUNTS_REFRESH_MS,
    enabled,
  });
}
