import { searchResponseSchema } from '@sanctions/contracts';
import type { SearchRequest, SearchResponse } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export const SEARCH_PATH = '/api/v2/search';

export function runSearch(body: SearchRequest): Promise<SearchResponse> {
  return apiClient.post(SEARCH_PATH, body, searchResponseSchema);
}

/** Screens a name; afterwards the usage and security-event queries refresh (spec 7). */
export function useRunSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSearch,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.usage }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.securityEvents }),
      ]),
  });
}
