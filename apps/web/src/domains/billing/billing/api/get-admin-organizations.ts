import {
  ADMIN_ORGANIZATIONS_PAGE_SIZE_MAX,
  adminOrganizationsReplySchema,
} from '@sanctions/contracts';
import type { AdminOrganizationsQuery } from '@sanctions/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export type AdminOrganizationsFilter = Pick<AdminOrganizationsQuery, 'status' | 'plan'> & {
  search: string;
};

function organizationsPath({ search, status, plan }: AdminOrganizationsFilter): string {
  const query = new URLSearchParams({
    status,
    plan,
    pageSize: String(ADMIN_ORGANIZATIONS_PAGE_SIZE_MAX),
  });
  if (search.trim() !== '') query.set('search', search.trim());
  return `/api/v2/billing/admin/organizations?${query.toString()}`;
}

/**
 * Spec 7: GET /api/v2/billing/admin/organizations (super admin), filtered on the server. The spec's
 * client shows one list, so the largest page is asked for.
 */
export function getAdminOrganizationsQueryOptions(filter: AdminOrganizationsFilter) {
  return queryOptions({
    queryKey: billingKeys.adminOrganizations(filter),
    queryFn: async () =>
      (await apiClient.get(organizationsPath(filter), adminOrganizationsReplySchema)).data,
    // Typing in the search box keeps the previous rows visible instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrganizations(filter: AdminOrganizationsFilter) {
  return useQuery(getAdminOrganizationsQueryOptions(filter));
}
