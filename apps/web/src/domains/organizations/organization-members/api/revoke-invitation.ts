import { invitationReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** DELETE /api/v2/organization/invitations/{id}: the link stops working and its seat is free. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(
        `/api/v2/organization/invitations/${encodeURIComponent(id)}`,
        invitationReplySchema,
      ),
    onSettled: () => invalidateTeam(queryClient),
  });
}
