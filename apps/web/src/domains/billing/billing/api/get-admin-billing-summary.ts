import { adminBillingSummaryReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const ADMIN_BILLING_SUMMARY_PATH = '/api/v2/billing/admin/summary';

/** Spec 7: GET /api/v2/billing/admin/summary (super admin): the five tiles and the analytics. */
export function getAdminBillingSummaryQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.adminSummary,
    queryFn: async () =>
      (await apiClient.get(ADMIN_BILLING_SUMMARY_PATH, adminBillingSummaryReplySchema)).data,
  });
}

export function useAdminBillingSummary() {
  return useQuery(getAdminBillingSummaryQueryOptions());
}
