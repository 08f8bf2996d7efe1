import { adminPlanReplySchema } from '@sanctions/contracts';
import type { UpdatePlanBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { invalidatePlans } from './invalidate-plans';

/** PUT /api/v2/admin/plans/{id}: any fields but the name (activation too). */
export const updatePlan = ({ id, body }: { id: string; body: UpdatePlanBody }) =>
  apiClient.put(`${ADMIN_PLANS_PATH}/${encodeURIComponent(id)}`, body, adminPlanReplySchema);

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    // Refetch after a failure too: another super admin may have changed the plan meanwhile.
    onSettled: () => invalidatePlans(queryClient),
  });
}
