import { organizationMembersReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { membersKeys } from './members-keys';

/** GET /api/v2/organization/members (owners and admins): members, seats and the plan's search ceiling. */
export function useOrganizationMembers({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: membersKeys.members(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/organization/members', organizationMembersReplySchema)).data,
    enabled: isEnabled,
  });
}
