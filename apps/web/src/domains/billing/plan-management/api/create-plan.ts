import { adminPlanReplySchema } from '@sanctions/contracts';
import type { CreatePlanBody } from '@sanctions/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ADMIN_PLANS_PATH } from './get-admin-plans';
import { invalidatePlans } from './invalidate-plans';

/** POST /api/v2/admin/plans: 409 when the name is taken. */
export const createPlan = (body: CreatePlanBody) =>
  apiClient.post(ADMIN_PLANS_PATH, body, adminPlanReplySchema);

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => invalidatePlans(queryClient),
  });
}
