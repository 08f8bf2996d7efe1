import { apiKeyChangedReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryKeys } from './api-keys-query-keys';

/** DELETE /api/v2/user/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiClient.delete(
          `/api/v2/user/api-keys/${encodeURIComponent(id)}`,
          apiKeyChangedReplySchema,
        )
      ).data.apiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKeys.all }),
  });
}
