import {
  accountSessionsReplySchema,
  endedSessionsReplySchema,
  messageEnvelopeSchema,
} from '@sanctions/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

const SESSIONS_PATH = '/api/v2/user/sessions';

/** The user's active sessions (refresh-token families), the current one flagged. */
export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.sessions(),
    queryFn: async () =>
      (await apiClient.get(SESSIONS_PATH, accountSessionsReplySchema)).data.sessions,
    staleTime: 5_000,
  });
}

export function useSessions(isEnabled: boolean) {
  return useQuery({ ...getSessionsQueryOptions(), enabled: isEnabled });
}

/** DELETE /api/v2/user/sessions/:id: signs that session out on its device. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, messageEnvelopeSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** DELETE /api/v2/user/sessions: signs out every session but this one ("sign out everywhere else"). */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(SESSIONS_PATH, endedSessionsReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
