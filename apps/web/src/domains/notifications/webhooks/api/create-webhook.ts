import { createdWebhookReplySchema } from '@sanctions/contracts';
import type { CreateWebhookRequest } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhooksQueryKeys } from './webhooks-query-keys';

/** POST /api/v2/organization/webhooks: the reply holds the signing secret this once; it is never cached. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookRequest) =>
      (await apiClient.post(WEBHOOKS_PATH, body, createdWebhookReplySchema)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeys.all }),
  });
}
