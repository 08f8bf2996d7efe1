import { invitationReplySchema } from '@sanctions/contracts';
import type { CreateInvitationBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** POST /api/v2/organization/invitations: e-mails the link; the seats and the list change. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) =>
      apiClient.post('/api/v2/organization/invitations', body, invitationReplySchema),
    onSuccess: () => invalidateTeam(queryClient),
  });
}
