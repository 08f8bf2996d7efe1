import { preferencesReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { useAuth } from './auth';
import { sharedQueryKeys } from './query-keys';

export const PREFERENCES_PATH = '/api/v2/user/preferences';

/**
 * The signed-in user's whole preferences object (spec 3). Shared because the theme, the date formats
 * and several screens read it; the preferences screen owns the writes.
 */
export function getPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.preferences, 'all'],
    queryFn: async () => (await apiClient.get(PREFERENCES_PATH, preferencesReplySchema)).data,
    staleTime: 60_000,
  });
}

/** The preferences while signed in; idle (no call) for a visitor. */
export function usePreferences() {
  const { user } = useAuth();
  return useQuery({ ...getPreferencesQueryOptions(), enabled: user !== null });
}
