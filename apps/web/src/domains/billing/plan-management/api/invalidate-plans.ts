import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/query-keys';
import { planManagementKeys } from './plan-management-keys';

/** After a change: this page's list and the public plans the landing page, wizard and billing read. */
export function invalidatePlans(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planManagementKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.plans }),
  ]);
}
