import { memberReplySchema } from '@sanctions/contracts';
import type { UpdateMemberBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { membersKeys } from './members-keys';

/** PUT /api/v2/organization/members/{userId}: role and/or personal limits. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateMemberBody }) =>
      apiClient.put(
        `/api/v2/organization/members/${encodeURIComponent(userId)}`,
        body,
        memberReplySchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.members() }),
  });
}
