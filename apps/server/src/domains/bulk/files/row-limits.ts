import { MAX_BULK_ROWS } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

export const TOO_MANY_ROWS_MESSAGE = `The file has more than ${MAX_BULK_ROWS.toLocaleString('en-US')} rows`;

/**
 * Records of a file (CSV records or sheet rows present in the XML), blank ones included, past which
 * reading stops: blank rows are not counted as data, but millions of them would keep the parser busy.
 */
export const MAX_BULK_LINES = MAX_BULK_ROWS * 2;

/** Counts data rows and lines while a file streams; throws as soon as either limit is passed. */
export class RowLimit {
  private dataRows = 0;
  private records = 0;

  constructor(private readonly maxRows: number = MAX_BULK_ROWS) {}

  countDataRow(): void {
    this.dataRows += 1;
    if (this.dataRows > this.maxRows)
      throw new AppError('VALIDATION_FAILED', TOO_MANY_ROWS_MESSAGE);
  }

  countRecord(): void {
    this.records += 1;
    if (this.records > MAX_BULK_LINES)
      throw new AppError('VALIDATION_FAILED', TOO_MANY_ROWS_MESSAGE);
  }
}

/** Columns read from a row; cells further right are ignored. */
export const MAX_BULK_COLUMNS = 1000;
