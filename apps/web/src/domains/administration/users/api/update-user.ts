import { updateUserReplySchema } from '@sanctions/contracts';
import type { UpdateUserBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

/** Spec 7: PUT /api/v2/admin/users/{id}. */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiClient.put(`/api/v2/admin/users/${encodeURIComponent(id)}`, body, updateUserReplySchema);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
