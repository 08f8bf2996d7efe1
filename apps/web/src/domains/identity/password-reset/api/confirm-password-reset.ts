import { passwordResetReplySchema } from '@sanctions/contracts';
import type { PasswordResetConfirmBody } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/v2/auth/password-reset/confirm: sets the password and signs every session out. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiClient.post('/api/v2/auth/password-reset/confirm', body, passwordResetReplySchema, {
        isAnonymous: true,
      }),
  });
}
