import { messageEnvelopeSchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

/** Spec 7: DELETE /api/v2/admin/users/{id} deactivates (a soft delete). */
export const deactivateUser = (id: string) =>
  apiClient.delete(`/api/v2/admin/users/${encodeURIComponent(id)}`, messageEnvelopeSchema);

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
