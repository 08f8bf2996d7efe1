import { billingSummaryReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const BILLING_SUMMARY_PATH = '/api/v2/billing/summary';

/** Spec 7: GET /api/v2/billing/summary, the caller's organisation billing. */
export function getBillingSummaryQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.summary,
    queryFn: async () =>
      (await apiClient.get(BILLING_SUMMARY_PATH, billingSummaryReplySchema)).data,
  });
}

export function useBillingSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getBillingSummaryQueryOptions(), enabled });
}
