import { securityPolicyReplySchema } from '@sanctions/contracts';
import type { SecurityPolicy } from '@sanctions/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { superAdminKeys } from './super-admin-keys';

const PATH = '/api/v2/super-admin/security-policy';
const policyKey = [...superAdminKeys.all, 'security-policy'] as const;

/** GET the provider's security policy (super admins). */
export function useSecurityPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: async () => (await apiClient.get(PATH, securityPolicyReplySchema)).data,
  });
}

/**
 * PUT the policy. The session user is read again too: the super admin saving it is staff, so without
 * two-factor they are led through set-up at once.
 */
export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityPolicy) => apiClient.put(PATH, body, securityPolicyReplySchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: policyKey }),
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
      ]),
  });
}
