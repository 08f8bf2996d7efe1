import { passwordResetReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/v2/auth/password-reset/verify, run once when the reset page opens; never retried. */
export function useVerifyResetToken(token: string) {
  return useQuery({
    queryKey: ['password-reset', 'verify', token],
    queryFn: () =>
      apiClient.post('/api/v2/auth/password-reset/verify', { token }, passwordResetReplySchema, {
        isAnonymous: true,
      }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: token !== '',
  });
}
