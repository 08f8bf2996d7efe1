import { apiKeyListReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryKeys } from './api-keys-query-keys';

/** GET /api/v2/user/api-keys: the account's keys, newest first, revoked and expired ones included. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKeys.list(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/user/api-keys', apiKeyListReplySchema)).data.apiKeys,
  });
}
