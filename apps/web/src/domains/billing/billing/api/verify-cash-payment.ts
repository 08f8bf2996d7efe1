import { verifyCashPaymentReplySchema } from '@sanctions/contracts';
import type { VerifyCashPaymentBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CASH_PAYMENTS_PATH } from './get-cash-payments';
import { billingKeys } from './billing-keys';

interface VerifyCashPaymentInput {
  id: string;
  body: VerifyCashPaymentBody;
}

/** Spec 7: POST /api/v2/billing/admin/cash-payments/{id}/verify with `verified` or `rejected`. */
export const verifyCashPayment = ({ id, body }: VerifyCashPaymentInput) =>
  apiClient.post(
    `${CASH_PAYMENTS_PATH}/${encodeURIComponent(id)}/verify`,
    body,
    verifyCashPaymentReplySchema,
  );

export function useVerifyCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCashPayment,
    // Refetch after a failure too: another super admin may have decided the payment meanwhile (409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
