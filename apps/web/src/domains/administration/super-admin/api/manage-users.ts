import {
  batchResetPasswordsReplySchema,
  resetUserPasswordReplySchema,
  superAdminDeleteUserReplySchema,
  updateUserReplySchema,
} from '@sanctions/contracts';
import type { BatchResetPasswordsBody, UpdateUserBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

const userPath = (id: string) => `/api/v2/super-admin/users/${encodeURIComponent(id)}`;

/** Every user view is refetched after a change: lists, usage, details and password history. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: superAdminKeys.users() });
}

/** PUT /api/v2/super-admin/users/{id}. */
export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      apiClient.put(userPath(id), body, updateUserReplySchema),
    onSettled: invalidate,
  });
}

/** DELETE /api/v2/super-admin/users/{id} (soft delete). */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(userPath(id), superAdminDeleteUserReplySchema),
    onSettled: invalidate,
  });
}

/** POST /api/v2/super-admin/users/{id}/reset-password; the reply's temporary password is shown once. */
export function useResetUserPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post(
        `${userPath(id)}/reset-password`,
        reason === '' ? {} : { reason },
        resetUserPasswordReplySchema,
      ),
    onSettled: invalidate,
  });
}

/** POST /api/v2/super-admin/users/batch-reset-passwords. */
export function useBatchResetPasswords() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: BatchResetPasswordsBody) =>
      apiClient.post(
        '/api/v2/super-admin/users/batch-reset-passwords',
        body,
        batchResetPasswordsReplySchema,
      ),
    onSettled: invalidate,
  });
}
