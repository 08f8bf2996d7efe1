import { bulkJobSchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isJobRunning } from '../lib/job-progress';
import { bulkKeys } from './bulk-keys';
import { bulkPaths } from './bulk-paths';
import { envelopeOf } from './envelope';

export const bulkJobReplySchema = envelopeOf(bulkJobSchema);

/** Polls about once a second while the job runs: the state lives on the server, so a reload resumes. */
export const JOB_POLL_MS = 1_000;

export function useBulkJob(jobId: string) {
  return useQuery({
    queryKey: bulkKeys.job(jobId),
    queryFn: async () => (await apiClient.get(bulkPaths.job(jobId), bulkJobReplySchema)).data,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job === undefined || isJobRunning(job.status) ? JOB_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
  });
}
