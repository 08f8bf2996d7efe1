import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/query-keys';
import { adminSanctionsKeys } from './admin-sanctions-keys';

/** After an import: re-read the stats, the history and every user's freshness indicator. */
export function invalidateListData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSanctionsKeys.data() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listFreshness }),
  ]);
}
