import type { BulkRowIssue } from '@sanctions/contracts';
import { useQuery } from '@tanstack/react-query';
import { bulkKeys } from './bulk-keys';
import { fetchBulkRows } from './get-bulk-rows';

/** As many refused rows as the start reply's sample holds. */
export const INVALID_ROWS_SHOWN = 100;

/**
 * The rows the server refused, with their line and reason. Right after the start the cache already
 * holds the reply's sample (no request); after a reload they come from the rows route.
 */
export function useInvalidRows(jobId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: bulkKeys.invalidRows(jobId),
    queryFn: async (): Promise<BulkRowIssue[]> => {
      const page = await fetchBulkRows(jobId, {
        status: 'invalid',
        risk: 'all',
        page: 1,
        pageSize: INVALID_ROWS_SHOWN,
      });
      return page.rows.map((row) => ({
        rowNumber: row.rowNumber,
        lineNumber: row.lineNumber,
        reason: row.invalidReason ?? '',
      }));
    },
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
