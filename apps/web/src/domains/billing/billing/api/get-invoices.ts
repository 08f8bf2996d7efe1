import { invoicesReplySchema } from '@sanctions/contracts';
import type { InvoiceStatusFilter } from '@sanctions/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export interface InvoicesFilter {
  /** Honoured for the super admin only; others always get their own organisation's invoices. */
  organizationId?: string;
  status?: InvoiceStatusFilter;
  page: number;
  pageSize: number;
}

function invoicesPath({ organizationId, status, page, pageSize }: InvoicesFilter): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (organizationId !== undefined) query.set('organizationId', organizationId);
  if (status !== undefined) query.set('status', status);
  return `/api/v2/billing/invoices?${query.toString()}`;
}

/** GET /api/v2/billing/invoices: one page of invoices, newest first, with the total count. */
export function getInvoicesQueryOptions(filter: InvoicesFilter) {
  return queryOptions({
    queryKey: billingKeys.invoices(filter),
    queryFn: async () => (await apiClient.get(invoicesPath(filter), invoicesReplySchema)).data,
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(
  filter: InvoicesFilter,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getInvoicesQueryOptions(filter), enabled });
}
