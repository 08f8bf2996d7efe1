/** Excel reads a UTF-8 file as the local code page unless it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

// A cell starting with one of these runs as a formula in spreadsheet programs (CSV injection);
// organisation names are typed by customers, so such cells get an apostrophe in front.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

function escapeCell(cell: string | number): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_TRIGGER.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF rows, quoted where needed) with a UTF-8 BOM so Arabic opens correctly. */
export function buildCsv(headers: string[], rows: (string | number)[][]): string {
  const lines = [headers, ...rows].map((row) => row.map(escapeCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
