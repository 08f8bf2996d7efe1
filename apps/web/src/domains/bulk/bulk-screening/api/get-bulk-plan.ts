import { organizationDetailsReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';

const ORGANIZATION_DETAILS_PATH = '/api/v2/organization/details';

/**
 * Whether the member's organisation plan includes bulk screening (null while unknown, and for a
 * standalone user, who may always screen in bulk). The server checks it again on every upload.
 */
export function useBulkScreeningAllowed({ hasOrganization }: { hasOrganization: boolean }) {
  const query = useQuery({
    queryKey: bulkKeys.plan(),
    queryFn: async () =>
      (await apiClient.get(ORGANIZATION_DETAILS_PATH, organizationDetailsReplySchema)).data.plan,
    enabled: hasOrganization,
  });
  if (!hasOrganization) return true;
  // No plan yet, or the details failed: let the server's answer decide.
  if (query.data === undefined || query.data === null) return true;
  return query.data.features.bulkScreening;
}
