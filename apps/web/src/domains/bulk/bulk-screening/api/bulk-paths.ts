import type { BulkFileFormat, BulkRowsQuery } from '@sanctions/contracts';
import type { Language } from '@/lib/language';

export const BULK_SEARCH_PATH = '/api/v2/bulk-search';

const jobPath = (jobId: string) => `${BULK_SEARCH_PATH}/${encodeURIComponent(jobId)}`;

/** Every URL of the bulk screening API (issue 15, interface 3), written once. */
export const bulkPaths = {
  list: BULK_SEARCH_PATH,
  start: BULK_SEARCH_PATH,
  preview: `${BULK_SEARCH_PATH}/preview`,
  template: (format: BulkFileFormat, locale: Language) =>
    `${BULK_SEARCH_PATH}/template?${new URLSearchParams({ format, locale }).toString()}`,
  job: jobPath,
  cancel: (jobId: string) => `${jobPath(jobId)}/cancel`,
  rows: (jobId: string, query: BulkRowsQuery) =>
    `${jobPath(jobId)}/rows?${new URLSearchParams({
      status: query.status,
      risk: query.risk,
      page: String(query.page),
      pageSize: String(query.pageSize),
    }).toString()}`,
  results: (jobId: string, format: BulkFileFormat, locale: Language) =>
    `${jobPath(jobId)}/results?${new URLSearchParams({ format, locale }).toString()}`,
  report: (jobId: string, locale: Language) =>
    `${jobPath(jobId)}/report.pdf?${new URLSearchParams({ locale }).toString()}`,
};
