import { organizationDecisionReplySchema } from '@sanctions/contracts';
import type { RejectOrganizationBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { pendingOrganizationsKeys } from './pending-organizations-keys';

/** Spec 7: POST /api/v2/admin/organizations/{id}/reject with the reason the owner is e-mailed. */
export const rejectOrganization = ({ id, body }: { id: string; body: RejectOrganizationBody }) =>
  apiClient.post(
    `/api/v2/admin/organizations/${encodeURIComponent(id)}/reject`,
    body,
    organizationDecisionReplySchema,
  );

export function useRejectOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrganization,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingOrganizationsKeys.all }),
  });
}
