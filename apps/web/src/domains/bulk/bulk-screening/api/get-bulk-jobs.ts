import { bulkJobListSchema } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { bulkPaths } from './bulk-paths';
import { envelopeOf } from './envelope';

const replySchema = envelopeOf(bulkJobListSchema);

/** The caller's bulk jobs, newest first. */
export function useBulkJobs() {
  return useQuery({
    queryKey: bulkKeys.jobs(),
    queryFn: async () => (await apiClient.get(bulkPaths.list, replySchema)).data.jobs,
  });
}
