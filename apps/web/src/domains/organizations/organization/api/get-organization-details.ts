import { organizationDetailsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

export const ORGANIZATION_DETAILS_PATH = '/api/v2/organization/details';

export function getOrganizationDetailsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.details(),
    queryFn: async () =>
      (await apiClient.get(ORGANIZATION_DETAILS_PATH, organizationDetailsReplySchema)).data,
  });
}

/** Spec 7: GET /api/v2/organization/details, only requested when the user has an organisation. */
export function useOrganizationDetails({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getOrganizationDetailsQueryOptions(), enabled: isEnabled });
}
