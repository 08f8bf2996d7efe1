import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/query-keys';
import { sanctionsKeys } from './sanctions-keys';

/** After an import: re-read the stats, the history and every user's freshness indicator. */
export function invalidateListData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sanctionsKeys.data() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.listFreshness }),
  ]);
}
