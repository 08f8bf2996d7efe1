import type { BulkRowsQuery } from '@sanctions/contracts';

/** Query keys of the bulk screening pages. */
export const bulkKeys = {
  all: ['bulk-search'] as const,
  jobs: () => [...bulkKeys.all, 'jobs'] as const,
  job: (jobId: string) => [...bulkKeys.all, 'job', jobId] as const,
  rows: (jobId: string, query?: BulkRowsQuery) =>
    query === undefined
      ? ([...bulkKeys.job(jobId), 'rows'] as const)
      : ([...bulkKeys.job(jobId), 'rows', query] as const),
  /** The refused rows: seeded with the start reply's sample, fetched after a reload. */
  invalidRows: (jobId: string) => [...bulkKeys.job(jobId), 'invalid-rows'] as const,
  /** The caller's organisation plan (does it include bulk screening?). */
  plan: () => [...bulkKeys.all, 'plan'] as const,
};
