import { webhooksReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** GET /api/v2/organization/webhooks (owners and admins): the endpoints with their latest delivery. */
export function useWebhooks({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: webhooksQueryKeys.list(),
    queryFn: async () => (await apiClient.get(WEBHOOKS_PATH, webhooksReplySchema)).data.webhooks,
    enabled: isEnabled,
  });
}
