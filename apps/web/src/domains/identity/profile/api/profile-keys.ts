import { sharedQueryKeys } from '@/lib/query-keys';

/** Query keys of the profile feature. */
export const profileKeys = {
  securityEvents: () => [...sharedQueryKeys.securityEvents, 'list'] as const,
  sessions: () => ['account-sessions'] as const,
};
