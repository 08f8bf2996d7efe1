import { securityEventsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** Spec 7: refetched on focus, mount and reconnect; stale after 5 s. */
export function getSecurityEventsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.securityEvents(),
    queryFn: async () =>
      (await apiClient.get('/api/v2/user/security-events', securityEventsReplySchema)).data.events,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
  });
}

export function useSecurityEvents() {
  return useQuery(getSecurityEventsQueryOptions());
}
