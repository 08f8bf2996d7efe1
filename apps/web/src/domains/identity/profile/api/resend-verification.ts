import { resendVerificationReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

/**
 * POST /api/v2/user/verify-email/resend (throttled: once a minute, five a day). When the server says
 * the address is verified already, the session user is refetched so the profile catches up.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/api/v2/user/verify-email/resend', undefined, resendVerificationReplySchema),
    onSuccess: async (reply) => {
      if (reply.data.alreadyVerified)
        await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
