import { organizationSecurityReplySchema } from '@sanctions/contracts';
import type { OrganizationSecurityBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { organizationKeys } from './organization-keys';

/**
 * PUT /api/v2/organization/security (owners only). The organisation's details refetch, and so does the
 * session user: an owner without two-factor who requires it is led through set-up at once.
 */
export function useUpdateOrganizationSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationSecurityBody) =>
      apiClient.put('/api/v2/organization/security', body, organizationSecurityReplySchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
      ]),
  });
}
