import { listVersionsReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sanctionsKeys } from './sanctions-keys';

/** Versions shown in the history table: a few imports of every publication. */
export const VERSION_HISTORY_LIMIT = 50;

/** GET /api/v2/admin/sanctions/versions: import history, newest first, with counts and failure reasons. */
export function getListVersionsQueryOptions(limit = VERSION_HISTORY_LIMIT) {
  return queryOptions({
    queryKey: sanctionsKeys.versions(limit),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/admin/sanctions/versions?${new URLSearchParams({ limit: String(limit) }).toString()}`,
          listVersionsReplySchema,
        )
      ).data.versions,
  });
}

export function useListVersions() {
  return useQuery(getListVersionsQueryOptions());
}
