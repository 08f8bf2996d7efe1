import { webhookDeliveryReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** POST .../webhooks/{id}/test: sends a signed webhook.test now; answers with the receiver's reply. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiClient.post(
          `${WEBHOOKS_PATH}/${encodeURIComponent(id)}/test`,
          {},
          webhookDeliveryReplySchema,
        )
      ).data.delivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
