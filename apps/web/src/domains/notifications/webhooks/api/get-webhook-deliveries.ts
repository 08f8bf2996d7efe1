import { webhookDeliveriesReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** GET .../webhooks/{id}/deliveries: the newest deliveries of one endpoint (first page). */
export function useWebhookDeliveries(webhookId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: webhooksQueryKeys.deliveries(webhookId),
    queryFn: async () =>
      (
        await apiClient.get(
          `${WEBHOOKS_PATH}/${encodeURIComponent(webhookId)}/deliveries`,
          webhookDeliveriesReplySchema,
        )
      ).data,
    enabled: isEnabled,
  });
}
