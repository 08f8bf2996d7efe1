import { z } from 'zod';
import { SANCTION_LIST_FILTERS, SEARCH_TYPES } from '@sanctions/contracts';
import type { BulkJob } from '@sanctions/contracts';
import type { BulkJobRow } from './bulk-job.queries';

/** The job's stored options, checked: the columns are text. */
export const storedJobOptionsSchema = z.object({
  searchType: z.enum(SEARCH_TYPES),
  sanctionLists: z.enum(SANCTION_LIST_FILTERS),
  locale: z.enum(['en', 'ar']).catch('en'),
});

/** The job as the API shows it, with the screening rate and time left at `now`. */
export function toBulkJobDto(row: BulkJobRow, now: Date): BulkJob {
  const options = storedJobOptionsSchema.parse(row);
  const end = row.completedAt ?? row.cancelledAt ?? now;
  const seconds = row.startedAt === null ? 0 : (end.getTime() - row.startedAt.getTime()) / 1000;
  const done = row.processedRows + row.errorRows;
  const rowsPerSecond = row.startedAt === null || seconds <= 0 ? null : round(done / seconds);
  const running = row.status === 'processing' || row.status === 'pending';
  const secondsRemaining =
    running && rowsPerSecond !== null && rowsPerSecond > 0
      ? Math.ceil(Math.max(0, row.totalRows - done) / rowsPerSecond)
      : null;
  return {
    jobId: row.jobId,
    fileName: row.fileName,
    status: row.status,
    searchType: options.searchType,
    sanctionLists: options.sanctionLists,
    minConfidence: row.minConfidence,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    invalidRows: row.invalidRows,
    clearRows: row.clearRows,
    errorRows: row.errorRows,
    hits: { high: row.highRiskRows, medium: row.mediumRiskRows, low: row.lowRiskRows },
    rowsPerSecond,
    secondsRemaining,
    errorMessage: row.errorMessage,
    algorithmVersion: row.algorithmVersion,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
