import { invitationPreviewReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { membersKeys } from './members-keys';

/** GET /api/v2/organization/invitations/preview (no sign-in): what the link offers and its state. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: membersKeys.preview(token),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/organization/invitations/preview?token=${encodeURIComponent(token)}`,
          invitationPreviewReplySchema,
          { isAnonymous: true },
        )
      ).data,
    retry: false,
    refetchOnWindowFocus: false,
    enabled: token !== '',
  });
}
