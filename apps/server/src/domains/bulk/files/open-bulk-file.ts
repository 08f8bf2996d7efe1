import type { BulkFileFormat } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';
import { assertRowSize } from './cell-limits';
import { csvRecords } from './csv-records';
import type { RawRecord } from './raw-record';
import { MAX_BULK_COLUMNS, RowLimit } from './row-limits';
import { EMPTY_FILE_MESSAGE } from './sniff-bulk-file';
import { cellsByColumn, isBlankRow, uniqueHeaders } from './unique-headers';
import { xlsxRecords } from './xlsx-records';

export interface BulkSourceRow {
  /** File line (CSV) or sheet row (XLSX) the row starts on. */
  lineNumber: number;
  /** Keyed by column name; every column present ('' when the row has no such cell). */
  cells: Record<string, string>;
  /**
   * CSV only: non-blank fields past the header's columns (an unquoted delimiter inside a value shifts
   * the rest of the row). Absent when there are none; {@link validateBulkSourceRow} refuses such a row.
   */
  extraFields?: number;
}

export interface BulkFileReader {
  /** The header row, made unique ("Column 3" for a blank header, "Name (2)" for a repeated one). */
  columns: string[];
  /** Data rows in file order, blank rows skipped; throws past MAX_BULK_ROWS. Iterate once. */
  rows: AsyncIterable<BulkSourceRow>;
  /** Releases the file when the rows are not read to the end (iterating to the end releases it too). */
  close(): Promise<void>;
}

export const TOO_MANY_COLUMNS_MESSAGE = `The file has more than ${MAX_BULK_COLUMNS.toLocaleString('en-US')} columns`;

/**
 * Opens a sniffed upload and reads its header row (the first non-blank row); the data rows stream from
 * there. An empty file, or one with only blank rows, is refused here.
 */
export async function openBulkFile(path: string, format: BulkFileFormat): Promise<BulkFileReader> {
  const records = format === 'csv' ? csvRecords(path) : xlsxRecords(path);
  const limit = new RowLimit();
  let header: RawRecord | undefined;
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) break;
      limit.countRecord();
      assertRowSize(next.value.lineNumber, next.value.values);
      if (!isBlankRow(next.value.values)) {
        header = next.value;
        break;
      }
    }
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
  if (!header) {
    await records.return(undefined);
    throw new AppError('VALIDATION_FAILED', EMPTY_FILE_MESSAGE);
  }
  if (header.values.length > MAX_BULK_COLUMNS) {
    await records.return(undefined);
    throw new AppError('VALIDATION_FAILED', TOO_MANY_COLUMNS_MESSAGE);
  }
  const columns = uniqueHeaders(trimTrailingBlanks(header.values));
  return {
    columns,
    rows: dataRows(records, columns, format, limit),
    close: async () => {
      await records.return(undefined);
    },
  };
}

async function* dataRows(
  records: AsyncGenerator<RawRecord>,
  columns: string[],
  format: BulkFileFormat,
  limit: RowLimit,
): AsyncGenerator<BulkSourceRow> {
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) return;
      const { lineNumber, values } = next.value;
      limit.countRecord();
      assertRowSize(lineNumber, values);
      if (isBlankRow(values)) continue;
      limit.countDataRow();
      const row: BulkSourceRow = { lineNumber, cells: cellsByColumn(columns, values) };
      const extraFields =
        format === 'csv' ? values.slice(columns.length).filter((v) => v.trim() !== '').length : 0;
      if (extraFields > 0) row.extraFields = extraFields;
      yield row;
    }
  } finally {
    await records.return(undefined);
  }
}

/** A header "a,b," has a trailing empty field that names no column. */
function trimTrailingBlanks(values: readonly string[]): string[] {
  let end = values.length;
  while (end > 0 && (values[end - 1] ?? '').trim() === '') end -= 1;
  return values.slice(0, end);
}
