import { verifyEmailReplySchema } from '@sanctions/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

/**
 * POST /api/v2/auth/verify-email once per token. A query rather than a mutation on mount: the link is
 * single use, and the query cache keeps a second mount (StrictMode, a re-render) from spending it twice.
 * A signed-in user's record is refetched so the profile shows the new state.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['email-verification', token],
    queryFn: async () => {
      const reply = await apiClient.post(
        '/api/v2/auth/verify-email',
        { token },
        verifyEmailReplySchema,
        { isAnonymous: true },
      );
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
      return reply;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    enabled: token !== '',
  });
}
