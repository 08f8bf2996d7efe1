import { acceptInvitationReplySchema } from '@sanctions/contracts';
import type { AcceptInvitationBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

/**
 * POST /api/v2/organization/invitations/accept. A new account sends its details anonymously; a
 * signed-in user sends the bearer token, and their session then belongs to the organisation.
 */
export function useAcceptInvitation({ asSignedInUser }: { asSignedInUser: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      apiClient.post('/api/v2/organization/invitations/accept', body, acceptInvitationReplySchema, {
        isAnonymous: !asSignedInUser,
      }),
    onSuccess: () =>
      asSignedInUser ? queryClient.invalidateQueries({ queryKey: authKeys.user() }) : undefined,
  });
}
