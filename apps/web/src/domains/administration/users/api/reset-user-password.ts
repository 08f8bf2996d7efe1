import { resetUserPasswordReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

/** Spec 7: POST /api/v2/super-admin/users/{id}/reset-password → the temporary password, shown once. */
export const resetUserPassword = ({ id, reason }: { id: string; reason: string }) =>
  apiClient.post(
    `/api/v2/super-admin/users/${encodeURIComponent(id)}/reset-password`,
    { reason },
    resetUserPasswordReplySchema,
  );

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
