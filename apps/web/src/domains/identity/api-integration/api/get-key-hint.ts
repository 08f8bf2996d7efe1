import { apiKeyListReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** What the examples may show of the user's newest active key: its prefix and last four characters. */
export interface KeyHint {
  prefix: string;
  last4: string;
}

/** GET /api/v2/user/api-keys, reduced to the newest active key (the list is newest first). */
export function useKeyHint() {
  return useQuery({
    queryKey: ['api-integration', 'key-hint'],
    queryFn: async (): Promise<KeyHint | null> => {
      const { apiKeys } = (await apiClient.get('/api/v2/user/api-keys', apiKeyListReplySchema))
        .data;
      const active = apiKeys.find((apiKey) => apiKey.status === 'active');
      return active ? { prefix: active.prefix, last4: active.last4 } : null;
    },
  });
}
