import type { AdminOrganizationsQuery, InvoiceStatusFilter } from '@sanctions/contracts';

/** Query keys of the billing dashboards; each is a prefix, so invalidating `all` refreshes every view. */
export const billingKeys = {
  all: ['billing'] as const,
  summary: ['billing', 'summary'] as const,
  invoices: (filter: {
    organizationId?: string;
    status?: InvoiceStatusFilter;
    page: number;
    pageSize: number;
  }) => ['billing', 'invoices', filter] as const,
  adminSummary: ['billing', 'admin', 'summary'] as const,
  adminOrganizations: (filter: Partial<AdminOrganizationsQuery>) =>
    ['billing', 'admin', 'organizations', filter] as const,
  cashPayments: ['billing', 'admin', 'cash-payments'] as const,
};
