import { messageEnvelopeSchema, preferencesReplySchema } from '@sanctions/contracts';
import type { Preferences, UpdatePreferencesBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PREFERENCES_PATH, getPreferencesQueryOptions } from '@/lib/preferences-query';
import { sharedQueryKeys } from '@/lib/query-keys';

/** PUT /api/v2/user/preferences with ONE changed group (spec 7); the reply replaces the cached object. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesBody) =>
      apiClient.put(PREFERENCES_PATH, body, preferencesReplySchema),
    onSuccess: async (reply) => {
      queryClient.setQueryData<Preferences>(getPreferencesQueryOptions().queryKey, reply.data);
      // Other screens (the search defaults) read their own slice of the preferences.
      await queryClient.invalidateQueries({
        queryKey: sharedQueryKeys.preferences,
        predicate: (query) => query.queryKey[1] !== 'all',
      });
    },
  });
}

/** POST /api/v2/user/preferences/reset, then everything preference-based refreshes. */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(`${PREFERENCES_PATH}/reset`, {}, messageEnvelopeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.preferences }),
  });
}
