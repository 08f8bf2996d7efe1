import { pendingOrganizationsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pendingOrganizationsKeys } from './pending-organizations-keys';

export const PENDING_ORGANIZATIONS_PATH = '/api/v2/admin/organizations/pending';

/** Spec 7: GET /api/v2/admin/organizations/pending (super admin), oldest application first as sent. */
export function getPendingOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: pendingOrganizationsKeys.all,
    queryFn: async () =>
      (await apiClient.get(PENDING_ORGANIZATIONS_PATH, pendingOrganizationsReplySchema)).data
        .organizations,
  });
}

export function usePendingOrganizations() {
  return useQuery(getPendingOrganizationsQueryOptions());
}
