import { subscriptionChangeReplySchema } from '@sanctions/contracts';
import type { SubscriptionChangeBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** POST /api/v2/billing/subscription/change (owner only): an upgrade now, other changes next period. */
export const changeSubscription = async (body: SubscriptionChangeBody) =>
  (await apiClient.post('/api/v2/billing/subscription/change', body, subscriptionChangeReplySchema))
    .data;

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
