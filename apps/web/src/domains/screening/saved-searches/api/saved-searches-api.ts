import {
  messageEnvelopeSchema,
  savedSearchListReplySchema,
  savedSearchReplySchema,
} from '@sanctions/contracts';
import type {
  CreateSavedSearchRequest,
  SavedSearch,
  UpdateSavedSearchRequest,
} from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const SAVED_SEARCHES_PATH = '/api/v2/saved-searches';
const savedSearchesKey = ['saved-searches'] as const;

/** The user's saved searches, favourites first (the server's order). */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: async () =>
      (await apiClient.get(SAVED_SEARCHES_PATH, savedSearchListReplySchema)).data.savedSearches,
  });
}

function useRefreshingMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<SavedSearch | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useCreateSavedSearch() {
  return useRefreshingMutation(
    async (body: CreateSavedSearchRequest) =>
      (await apiClient.post(SAVED_SEARCHES_PATH, body, savedSearchReplySchema)).data.savedSearch,
  );
}

export function useUpdateSavedSearch() {
  return useRefreshingMutation(
    async ({ id, changes }: { id: string; changes: UpdateSavedSearchRequest }) =>
      (await apiClient.put(`${SAVED_SEARCHES_PATH}/${id}`, changes, savedSearchReplySchema)).data
        .savedSearch,
  );
}

export function useDeleteSavedSearch() {
  return useRefreshingMutation(async (id: string) => {
    await apiClient.delete(`${SAVED_SEARCHES_PATH}/${id}`, messageEnvelopeSchema);
    return null;
  });
}

/** Records the use on the server and answers the stored query to run. */
export function useRunSavedSearch() {
  return useRefreshingMutation(
    async (id: string) =>
      (await apiClient.post(`${SAVED_SEARCHES_PATH}/${id}/use`, undefined, savedSearchReplySchema))
        .data.savedSearch,
  );
}
