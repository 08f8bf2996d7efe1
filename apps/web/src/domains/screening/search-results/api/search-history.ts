import {
  SCREENING_HISTORY_PAGE_SIZE,
  searchEvidenceResponseSchema,
  screeningHistoryReplySchema,
  searchReproductionResponseSchema,
} from '@sanctions/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { historyQueryParams } from '../lib/history-params';
import type { HistoryFilterState } from '../lib/history-params';

export const searchHistoryKeys = {
  all: ['search-history'] as const,
  page: (filters: HistoryFilterState, page: number) =>
    [...searchHistoryKeys.all, 'page', { ...filters, page }] as const,
  stored: (id: string) => [...searchHistoryKeys.all, 'stored', id] as const,
};

/** One page of the screening history, newest first. */
export function getSearchHistoryQueryOptions(filters: HistoryFilterState, page: number) {
  return queryOptions({
    queryKey: searchHistoryKeys.page(filters, page),
    queryFn: async () => {
      const params = historyQueryParams(filters, page, SCREENING_HISTORY_PAGE_SIZE);
      return (
        await apiClient.get(
          `/api/v2/search/history?${params.toString()}`,
          screeningHistoryReplySchema,
        )
      ).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSearchHistory(filters: HistoryFilterState, page: number) {
  return useQuery(getSearchHistoryQueryOptions(filters, page));
}

/** The stored search exactly as answered then (it never changes, so it is never refetched). */
export function useStoredSearch(id: string) {
  return useQuery({
    queryKey: searchHistoryKeys.stored(id),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/search/${encodeURIComponent(id)}`,
          searchEvidenceResponseSchema,
        )
      ).data,
    staleTime: Infinity,
  });
}

/** Re-runs the stored search on today's lists (not counted) and says what changed. */
export function useReproduceSearch(id: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(
          `/api/v2/search/${encodeURIComponent(id)}/reproduce`,
          undefined,
          searchReproductionResponseSchema,
        )
      ).data,
  });
}
