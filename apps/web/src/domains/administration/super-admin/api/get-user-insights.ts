import {
  passwordHistoryReplySchema,
  staffUserUsageReplySchema,
  userDetailsReplySchema,
} from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

const userPath = (id: string, view: string) =>
  `/api/v2/super-admin/users/${encodeURIComponent(id)}/${view}`;

/** GET .../users/{id}/usage: today and this month against the limits, total and top searches. */
export function useUserUsage(id: string) {
  return useQuery({
    queryKey: superAdminKeys.usage(id),
    queryFn: async () =>
      (await apiClient.get(userPath(id, 'usage'), staffUserUsageReplySchema)).data,
  });
}

/** GET .../users/{id}/details: profile, organisation, security state and recent history. */
export function useUserDetails(id: string) {
  return useQuery({
    queryKey: superAdminKeys.details(id),
    queryFn: async () =>
      (await apiClient.get(userPath(id, 'details'), userDetailsReplySchema)).data,
  });
}

/** GET .../users/{id}/password-history. */
export function usePasswordHistory(id: string) {
  return useQuery({
    queryKey: superAdminKeys.passwordHistory(id),
    queryFn: async () =>
      (await apiClient.get(userPath(id, 'password-history'), passwordHistoryReplySchema)).data
        .history,
  });
}
