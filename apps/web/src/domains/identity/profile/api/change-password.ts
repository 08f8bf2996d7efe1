import { changePasswordReplySchema } from '@sanctions/contracts';
import type { ChangePasswordBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { profileKeys } from './profile-keys';

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.post('/api/v2/user/change-password', body, changePasswordReplySchema);

/** POST /api/v2/user/change-password; the server signs out the other sessions, so both lists refresh. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.securityEvents }),
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
      ]);
    },
  });
}
