import type { CellValue } from 'exceljs';

/**
 * The text of a cell as a bulk row reads it: dates as YYYY-MM-DD, rich text joined, a formula's cached
 * result (formulas are never evaluated), a hyperlink's shown text, errors as Excel shows them. The reader
 * turns date-formatted number cells into dates itself but leaves formula results as numbers, hence
 * `isDateFormat` for those.
 */
export function xlsxCellText(value: CellValue, isDateFormat: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, false);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : xlsxCellText(value.text, false);
  if ('result' in value) return resultText(value.result, isDateFormat);
  return '';
}

function resultText(result: unknown, isDateFormat: boolean): string {
  if (typeof result === 'string') return result;
  if (typeof result === 'number') return numberText(result, isDateFormat);
  if (typeof result === 'boolean') return result ? 'TRUE' : 'FALSE';
  if (result instanceof Date) return dateText(result);
  if (
    typeof result === 'object' &&
    result !== null &&
    'error' in result &&
    typeof result.error === 'string'
  ) {
    return result.error;
  }
  return '';
}

function numberText(value: number, isDateFormat: boolean): string {
  if (!Number.isFinite(value)) return '';
  return isDateFormat ? dateText(excelSerialToDate(value)) : String(value);
}

function dateText(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A 1900-system serial day number as a UTC date (the reader converts plain date cells itself). */
export function excelSerialToDate(serial: number): Date {
  return new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS));
}

/** True for a number format that shows a date (d, m, y outside quotes and brackets), as Excel decides. */
export function isDateNumberFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dy]/i.test(bare) || (/m/i.test(bare) && !/[hs]/i.test(bare));
}
