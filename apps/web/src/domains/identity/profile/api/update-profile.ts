import { updateProfileReplySchema } from '@sanctions/contracts';
import type { UpdateProfileBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

export const updateProfile = (body: UpdateProfileBody) =>
  apiClient.put('/api/v2/user/profile', body, updateProfileReplySchema);

/** PUT /api/v2/user/profile; success puts the returned user into the session (spec 7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(authKeys.user(), reply.data.user),
  });
}
