import { readWatchlistRowIssue } from '@sanctions/contracts';
import type { WatchlistRowError } from '@sanctions/contracts';
import { ApiError } from '@/lib/api-error';

/** The bad rows a refused upload lists (line, column, problem); empty for any other failure. */
export function rowErrorsOf(error: unknown): WatchlistRowError[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.flatMap((issue) => readWatchlistRowIssue(issue) ?? []);
}
