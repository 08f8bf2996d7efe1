import { sharedQueryKeys } from '@/lib/query-keys';

/** Query keys of the organisation dashboard and settings. */
export const organizationKeys = {
  all: sharedQueryKeys.organization,
  details: () => [...organizationKeys.all, 'details'] as const,
};
