import { messageEnvelopeSchema } from '@sanctions/contracts';
import type { BillingCycle } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export interface ChangeSubscriptionInput {
  planName: string;
  billingCycle: BillingCycle;
}

/** POST /api/v2/billing/subscription/change (owner only): upgrade now, or a change at the next period. */
export const changeSubscription = (body: ChangeSubscriptionInput) =>
  apiClient.post('/api/v2/billing/subscription/change', body, messageEnvelopeSchema);

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
