import { preferencesReplySchema } from '@sanctions/contracts';
import type { Preferences } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';

export const PREFERENCES_PATH = '/api/v2/user/preferences';

export type SearchDefaults = Preferences['searchDefaults'];

/** The user's search defaults (spec 3 preferences.searchDefaults); errors leave the form on its own defaults. */
export function getSearchDefaultsQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.preferences, 'search-defaults'],
    queryFn: async (): Promise<SearchDefaults> =>
      (await apiClient.get(PREFERENCES_PATH, preferencesReplySchema)).data.searchDefaults,
    staleTime: 60_000,
  });
}

export function useSearchDefaults() {
  return useQuery(getSearchDefaultsQueryOptions());
}
