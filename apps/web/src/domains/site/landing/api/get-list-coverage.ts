import { listCoverageReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const LIST_COVERAGE_PATH = '/api/v2/sanctions/coverage';

/** The served lists' figures (no sign-in): what the landing page claims, from the server, never typed. */
export function useListCoverage() {
  return useQuery({
    queryKey: ['landing', 'list-coverage'],
    queryFn: async () =>
      (await apiClient.get(LIST_COVERAGE_PATH, listCoverageReplySchema, { isAnonymous: true }))
        .data,
    // The lists change at most a few times a day; one read per visit is enough.
    staleTime: 10 * 60_000,
  });
}
