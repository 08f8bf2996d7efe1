import { importRunReplySchema } from '@sanctions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sanctionsKeys } from './sanctions-keys';

/** How often a running crawl is polled. */
export const JOB_POLL_INTERVAL_MS = 2_000;

/** GET /api/v2/admin/sanctions/jobs/:id, polled while the run is `running`. */
export function getImportJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: sanctionsKeys.job(jobId),
    queryFn: async () =>
      (
        await apiClient.get(
          `/api/v2/admin/sanctions/jobs/${encodeURIComponent(jobId)}`,
          importRunReplySchema,
        )
      ).data,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || query.state.data === undefined
        ? JOB_POLL_INTERVAL_MS
        : false,
  });
}

/** The crawl started from this screen; idle until there is a job id. */
export function useImportJob(jobId: string | null) {
  return useQuery({ ...getImportJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
