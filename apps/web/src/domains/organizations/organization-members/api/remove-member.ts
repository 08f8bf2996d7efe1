import { removeMemberReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateTeam } from './invalidate-team';

/** DELETE /api/v2/organization/members/{userId}: the account becomes standalone, its sessions end. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.delete(
        `/api/v2/organization/members/${encodeURIComponent(userId)}`,
        removeMemberReplySchema,
      ),
    onSettled: () => invalidateTeam(queryClient),
  });
}
