import { searchHistoryReplySchema } from '@sanctions/contracts';
import type { SearchHistoryQuery } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

function toSearchParams(query: SearchHistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v2/super-admin/search-history with the filters and page; the last page stays while the next loads. */
export function useSearchHistory(query: SearchHistoryQuery) {
  return useQuery({
    queryKey: superAdminKeys.searchHistory(query),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/super-admin/search-history?${toSearchParams(query)}`,
          searchHistoryReplySchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
