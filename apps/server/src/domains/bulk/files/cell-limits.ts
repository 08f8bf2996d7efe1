import { AppError } from '../../../lib/app-error';

/**
 * What one cell and one row of an upload may hold. Excel itself stops a cell at 32,767 characters and a
 * row at 16,384 columns, so no genuine workbook is refused; a name or reference is a few hundred
 * characters at most. The row's total keeps a row of many long cells (which Excel allows) from holding
 * megabytes: a bulk row is a handful of names, dates and codes.
 */
export const MAX_CELL_CHARS = 32_767;
export const MAX_ROW_CELLS = 16_384;
export const MAX_ROW_CHARS = 256 * 1024;

export const CELL_TOO_LONG_MESSAGE = `A cell of the file holds more than ${MAX_CELL_CHARS.toLocaleString('en-US')} characters, more than a spreadsheet cell can: the file may be damaged or crafted.`;
export const ROW_TOO_LONG_MESSAGE = `A row of the file holds more than ${MAX_ROW_CHARS.toLocaleString('en-US')} characters in all: a bulk row is a handful of names, dates and codes.`;

/** Refuses the whole file at the first cell or row past the limits, naming the line it starts on. */
export function assertRowSize(lineNumber: number, values: readonly string[]): void {
  let total = 0;
  for (const value of values) {
    if (value.length > MAX_CELL_CHARS) {
      throw new AppError('VALIDATION_FAILED', `${CELL_TOO_LONG_MESSAGE} (line ${lineNumber})`, {
        messageKey: 'bulkFile.cellTooLong',
        messageParams: { line: lineNumber },
      });
    }
    total += value.length;
  }
  if (total > MAX_ROW_CHARS) {
    throw new AppError('VALIDATION_FAILED', `${ROW_TOO_LONG_MESSAGE} (line ${lineNumber})`, {
      messageKey: 'bulkFile.rowTooLong',
      messageParams: { line: lineNumber },
    });
  }
}
