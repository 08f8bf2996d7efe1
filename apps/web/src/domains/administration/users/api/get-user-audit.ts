import { userAuditReplySchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './users-keys';

/** The administrative actions on one user, newest first (User Details, activity history). */
export function useUserAudit(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.audit(userId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/admin/users/${encodeURIComponent(userId ?? '')}/audit`,
          userAuditReplySchema,
        )
      ).data.entries,
    enabled: enabled && userId !== null,
  });
}
