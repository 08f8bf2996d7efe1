import { batchResetPasswordsReplySchema } from '@sanctions/contracts';
import type { BatchResetPasswordsBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

/** Spec 7: POST /api/v2/super-admin/users/batch-reset-passwords → one result per user. */
export const batchResetPasswords = (body: BatchResetPasswordsBody) =>
  apiClient.post(
    '/api/v2/super-admin/users/batch-reset-passwords',
    body,
    batchResetPasswordsReplySchema,
  );

export function useBatchResetPasswords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchResetPasswords,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
