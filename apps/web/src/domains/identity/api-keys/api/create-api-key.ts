import { apiKeyCreatedReplySchema } from '@sanctions/contracts';
import type { CreateApiKeyRequest } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryKeys } from './api-keys-query-keys';

/** POST /api/v2/user/api-keys: the reply holds the key this once; it is never cached by the query. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) =>
      (await apiClient.post('/api/v2/user/api-keys', body, apiKeyCreatedReplySchema)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKeys.all }),
  });
}
