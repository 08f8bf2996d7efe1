import { neutraliseCell } from './neutralise-cell';

export const UTF8_BOM = '\uFEFF';

/** One CSV record (comma, CRLF), every cell neutralised and quoted when it needs to be. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map((cell) => csvField(cell === null ? '' : neutraliseCell(String(cell)))).join(',')}\r\n`;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
