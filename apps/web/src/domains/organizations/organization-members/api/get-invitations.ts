import { invitationsReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { membersKeys } from './members-keys';

/** GET /api/v2/organization/invitations (owners and admins), newest first with their status. */
export function useInvitations({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: membersKeys.invitations(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/organization/invitations', invitationsReplySchema)).data
        .invitations,
    enabled: isEnabled,
  });
}
