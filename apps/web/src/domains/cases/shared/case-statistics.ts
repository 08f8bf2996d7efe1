import { caseStatisticsResponseSchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CASES_QUERY_KEY } from './alert-counts';

/** The organisation's case figures (open, proposed, decided, time to decision, false positives per list). */
export function useCaseStatistics() {
  return useQuery({
    queryKey: [...CASES_QUERY_KEY, 'statistics'],
    queryFn: async () =>
      (await apiClient.get('/api/v2/monitoring/statistics', caseStatisticsResponseSchema)).data,
  });
}
