import type { BulkJob, BulkJobStatus } from '@sanctions/contracts';

/** The job is still moving: the page polls and offers Cancel. */
export function isJobRunning(status: BulkJobStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** Whole percent of the valid rows screened; a job with nothing to screen is complete. */
export function progressPercent(job: Pick<BulkJob, 'processedRows' | 'totalRows'>): number {
  if (job.totalRows <= 0) return 100;
  return Math.min(100, Math.floor((job.processedRows / job.totalRows) * 100));
}

/** Rows of the file: the valid rows to screen and the refused ones. */
export function fileRows(job: Pick<BulkJob, 'totalRows' | 'invalidRows'>): number {
  return job.totalRows + job.invalidRows;
}

/** Minutes and seconds of a duration, rounded up to the second (so "0 s left" never shows early). */
export function splitDuration(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.ceil(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
