import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { bulkPaths } from './bulk-paths';
import { bulkJobReplySchema } from './get-bulk-job';

/** Stops a pending or running job; rows already screened stay. */
export function useCancelBulkJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post(bulkPaths.cancel(jobId), {}, bulkJobReplySchema)).data,
    onSuccess: (job) => {
      queryClient.setQueryData(bulkKeys.job(jobId), job);
      return queryClient.invalidateQueries({ queryKey: bulkKeys.jobs() });
    },
  });
}
