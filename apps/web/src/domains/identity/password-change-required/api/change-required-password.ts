import { changePasswordReplySchema } from '@sanctions/contracts';
import type { ChangePasswordBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

const changePassword = (body: ChangePasswordBody) =>
  apiClient.post('/api/v2/user/change-password', body, changePasswordReplySchema);

/**
 * POST /api/v2/user/change-password for an account holding a temporary password. The server clears the
 * flag; the user is read again so the app opens once the new password is set. `onChanged` runs first,
 * because reading the user again unmounts the screen that asked.
 */
export function useChangeRequiredPassword({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      onChanged();
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
