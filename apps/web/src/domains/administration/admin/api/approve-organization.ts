import { organizationDecisionReplySchema } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pendingOrganizationsKeys } from './pending-organizations-keys';

/** Spec 7: POST /api/v2/admin/organizations/{id}/approve activates it and starts the trial. */
export const approveOrganization = (id: string) =>
  apiClient.post(
    `/api/v2/admin/organizations/${encodeURIComponent(id)}/approve`,
    undefined,
    organizationDecisionReplySchema,
  );

export function useApproveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrganization,
    // Refetch after a failure too: another super admin may have decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingOrganizationsKeys.all }),
  });
}
