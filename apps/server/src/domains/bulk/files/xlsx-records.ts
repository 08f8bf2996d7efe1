import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Row } from 'exceljs';
import { AppError } from '../../../lib/app-error';
import type { RawRecord } from './raw-record';
import { MAX_BULK_COLUMNS } from './row-limits';
import { isDateNumberFormat, xlsxCellText } from './xlsx-cell-text';
import { XLSX_DAMAGED_MESSAGE, assertSafeXlsx } from './xlsx-zip-guard';

/**
 * Reads of a file that fail: exceljs's streaming reader (over unzipper) ends the archive early now and then
 * (about 0.3-1 % of reads of the same small workbook in a loop: "Cannot read properties of undefined
 * (reading 'sheets')"), and the same bytes read fine the next time. Under a loaded machine the failures
 * come in bursts, so three back-to-back attempts were not always enough.
 */
const READ_ATTEMPTS = 5;

/**
 * The rows of the first worksheet as they stream. The file is checked for bombs first; the workbook
 * reader then keeps only the shared strings and styles in memory (styles tell dates from numbers). A read
 * that fails is tried again with a fresh stream after a short pause, skipping the rows already given (the
 * same bytes give the same rows in the same order), so a good file is never reported damaged.
 */
export async function* xlsxRecords(path: string): AsyncGenerator<RawRecord> {
  await assertSafeXlsx(path);
  let given = 0;
  for (let attempt = 1; ; attempt += 1) {
    let read = 0;
    try {
      for await (const record of firstWorksheetRows(path)) {
        read += 1;
        if (read <= given) continue;
        given = read;
        yield record;
      }
      return;
    } catch (error) {
      if (attempt >= READ_ATTEMPTS) {
        if (error instanceof AppError) throw error;
        throw new AppError('VALIDATION_FAILED', XLSX_DAMAGED_MESSAGE, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

async function* firstWorksheetRows(path: string): AsyncGenerator<RawRecord> {
  const input = createReadStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) yield { lineNumber: row.number, values: rowValues(row) };
      return;
    }
    // A ZIP without a worksheet: another kind of archive (.docx, .zip) named or sent as a workbook.
    throw new AppError('VALIDATION_FAILED', XLSX_DAMAGED_MESSAGE);
  } finally {
    input.destroy();
  }
}

function rowValues(row: Row): string[] {
  const values: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    if (column > MAX_BULK_COLUMNS) return;
    while (values.length < column - 1) values.push('');
    values[column - 1] = xlsxCellText(cell.value, isDateNumberFormat(cell.numFmt));
  });
  return values;
}
