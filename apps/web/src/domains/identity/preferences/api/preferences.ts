import {
  mergePreferences,
  messageEnvelopeSchema,
  preferencesReplySchema,
  updatePreferencesBodySchema,
} from '@sanctions/contracts';
import type { Preferences, UpdatePreferencesBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { PREFERENCES_PATH, getPreferencesQueryOptions } from '@/lib/preferences-query';
import { sharedQueryKeys } from '@/lib/query-keys';

const UPDATE_MUTATION_KEY = [...sharedQueryKeys.preferences, 'update'] as const;

/** True while an update sending `language` runs (its body is registered as soon as `mutate` returns). */
export function isSavingLanguage(queryClient: QueryClient, language: string): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: UPDATE_MUTATION_KEY, status: 'pending' })
    .some((mutation) => {
      const body = updatePreferencesBodySchema.safeParse(mutation.state.variables);
      return body.success && body.data.language === language;
    });
}

/**
 * PUT /api/v2/user/preferences with ONE changed group (spec 7). The cached object changes at once, so
 * the page follows the choice while the call runs (and the language sync sees it as saved); the reply
 * then replaces it, and a failure puts the previous object back.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getPreferencesQueryOptions();
  return useMutation({
    mutationKey: UPDATE_MUTATION_KEY,
    mutationFn: (body: UpdatePreferencesBody) =>
      apiClient.put(PREFERENCES_PATH, body, preferencesReplySchema),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, mergePreferences(previous, body));
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: async (reply) => {
      queryClient.setQueryData<Preferences>(queryKey, reply.data);
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
