import { SANCTION_LIST_FILTERS, SEARCH_TYPES } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export const PREFERENCES_PATH = '/api/v2/user/preferences';

// Only the part of the preferences this screen reads (spec 3 searchDefaults); the full
// preferences schema belongs to the account contracts. Unknown values are dropped, not trusted.
const searchDefaultsReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    searchDefaults: z.object({
      searchType: z.enum(SEARCH_TYPES).catch('fuzzy'),
      sanctionLists: z.enum(SANCTION_LIST_FILTERS).catch('all'),
    }),
  }),
});

export type SearchDefaults = z.infer<typeof searchDefaultsReplySchema>['data']['searchDefaults'];

/** The user's search defaults from their preferences; errors leave the form on its own defaults. */
export function getSearchDefaultsQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.preferences, 'search-defaults'],
    queryFn: async () =>
      (await apiClient.get(PREFERENCES_PATH, searchDefaultsReplySchema)).data.searchDefaults,
    staleTime: 60_000,
  });
}

export function useSearchDefaults() {
  return useQuery(getSearchDefaultsQueryOptions());
}
