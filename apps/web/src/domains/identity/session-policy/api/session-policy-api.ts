import { sessionPolicyReplySchema } from '@sanctions/contracts';
import type { SessionPolicyBody } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const PATH = '/api/v2/organization/session-policy';
const sessionPolicyKey = ['organization', 'session-policy'] as const;

/** GET /api/v2/organization/session-policy (owners): the members' session rules and the defaults. */
export function useSessionPolicy({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: sessionPolicyKey,
    queryFn: async () => (await apiClient.get(PATH, sessionPolicyReplySchema)).data,
    enabled: isEnabled,
  });
}

export function useUpdateSessionPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionPolicyBody) => apiClient.put(PATH, body, sessionPolicyReplySchema),
    onSuccess: (reply) => queryClient.setQueryData(sessionPolicyKey, reply.data),
  });
}
