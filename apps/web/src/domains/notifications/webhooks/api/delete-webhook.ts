import { messageEnvelopeSchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** DELETE .../webhooks/{id}: no further deliveries to the endpoint. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${WEBHOOKS_PATH}/${encodeURIComponent(id)}`, messageEnvelopeSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
