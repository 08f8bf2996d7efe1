import { bulkRowPageSchema } from '@sanctions/contracts';
import type { BulkRowsQuery } from '@sanctions/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { bulkPaths } from './bulk-paths';
import { envelopeOf } from './envelope';

const replySchema = envelopeOf(bulkRowPageSchema);

export function fetchBulkRows(jobId: string, query: BulkRowsQuery) {
  return apiClient.get(bulkPaths.rows(jobId, query), replySchema).then((reply) => reply.data);
}

/** One page of a job's rows; the previous page stays on screen while the next loads. */
export function useBulkRows(jobId: string, query: BulkRowsQuery, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: bulkKeys.rows(jobId, query),
    queryFn: () => fetchBulkRows(jobId, query),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
