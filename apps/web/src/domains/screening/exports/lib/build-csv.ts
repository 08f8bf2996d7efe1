import { cleanCellText } from './clean-cell';
import type { ReportCell, ReportTable } from './report-table';

/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark (spec 7). */
const UTF8_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection);
// list remarks are third-party text, so such cells are prefixed with an apostrophe.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

function escapeCell(cell: ReportCell): string {
  if (typeof cell === 'number') return String(cell);
  const clean = cleanCellText(cell);
  const text = FORMULA_TRIGGER.test(clean) ? `'${clean}` : clean;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF rows, quoted where needed) with a UTF-8 BOM; `auditRows` (label, value) come
 * first, then an empty line, so the file carries its own context when handed on. A table without
 * headers (a template without the matches section) leaves only the header rows.
 */
export function buildCsv(table: ReportTable, auditRows: readonly ReportCell[][] = []): string {
  const tableRows = table.headers.length === 0 ? [] : [table.headers, ...table.rows];
  const block = auditRows.length === 0 || tableRows.length === 0 ? auditRows : [...auditRows, []];
  const lines = [...block, ...tableRows].map((row) => row.map(escapeCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
