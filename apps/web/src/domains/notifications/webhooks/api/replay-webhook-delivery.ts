import { webhookDeliveryReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** POST .../webhooks/deliveries/{deliveryId}/replay: sends the same event again as a new delivery. */
export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (
        await apiClient.post(
          `${WEBHOOKS_PATH}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
          {},
          webhookDeliveryReplySchema,
        )
      ).data.delivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
