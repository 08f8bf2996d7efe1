import { AppError } from '../../../lib/app-error';

/** A file with a header row (or nothing) and no data rows. */
export function noDataRows(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The file has no data rows: put the column headers on the first line and one person or entity per line below them.',
  );
}
