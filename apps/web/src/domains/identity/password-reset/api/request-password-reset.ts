import { passwordResetReplySchema } from '@sanctions/contracts';
import type { PasswordResetRequestBody } from '@sanctions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/v2/auth/password-reset/request: the server answers the same whether the address exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiClient.post('/api/v2/auth/password-reset/request', body, passwordResetReplySchema, {
        isAnonymous: true,
      }),
  });
}
