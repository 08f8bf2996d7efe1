import { adminPlansReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { planManagementKeys } from './plan-management-keys';

export const ADMIN_PLANS_PATH = '/api/v2/admin/plans';

/** GET /api/v2/admin/plans (super admin): every plan, inactive ones too, with subscription counts. */
export function getAdminPlansQueryOptions() {
  return queryOptions({
    queryKey: planManagementKeys.all,
    queryFn: async () => (await apiClient.get(ADMIN_PLANS_PATH, adminPlansReplySchema)).data.plans,
  });
}

export function useAdminPlans() {
  return useQuery(getAdminPlansQueryOptions());
}
