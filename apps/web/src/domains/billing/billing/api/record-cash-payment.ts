import { cashPaymentReplySchema } from '@sanctions/contracts';
import type { RecordCashPaymentBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CASH_PAYMENTS_PATH } from './get-cash-payments';
import { billingKeys } from './billing-keys';

/** Spec 7: POST /api/v2/billing/admin/cash-payments records a payment awaiting verification. */
export const recordCashPayment = (body: RecordCashPaymentBody) =>
  apiClient.post(CASH_PAYMENTS_PATH, body, cashPaymentReplySchema);

export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    // Pending payments, the tiles and the organisations' last payments all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
