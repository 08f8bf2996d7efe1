import { cashPaymentsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const CASH_PAYMENTS_PATH = '/api/v2/billing/admin/cash-payments';

/** Spec 7: GET /api/v2/billing/admin/cash-payments (super admin): pending ones and the latest verified. */
export function getCashPaymentsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.cashPayments,
    queryFn: async () =>
      (await apiClient.get(CASH_PAYMENTS_PATH, cashPaymentsReplySchema)).data.payments,
  });
}

export function useCashPayments() {
  return useQuery(getCashPaymentsQueryOptions());
}
