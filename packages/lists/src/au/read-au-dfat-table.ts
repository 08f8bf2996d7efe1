/** DFAT Consolidated List columns this reader uses, as written in the header row. */
export const AU_DFAT_COLUMNS = [
  'Reference',
  'Name of Individual or Entity',
  'Type',
  'Name Type',
  'Date of Birth',
  'Place of Birth',
  'Citizenship',
  'Address',
  'Additional Information',
  'Listing Information',
  'Committees',
  'Control Date',
] as const;

export type AuDfatColumn = (typeof AU_DFAT_COLUMNS)[number];

/** One name row: a cell getter by column name (missing cells read as `''`, values trimmed). */
export type AuDfatRow = (column: AuDfatColumn) => string;

/** Columns without which rows cannot be grouped or named: they identify the DFAT workbook. */
export const AU_DFAT_REQUIRED: readonly AuDfatColumn[] = [
  'Reference',
  'Name of Individual or Entity',
  'Name Type',
];
const HEADER_SEARCH_ROWS = 10;

/** Index of the DFAT header row among the first rows of a sheet, or -1. */
export function findAuDfatHeader(cells: readonly string[][]): number {
  return cells
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => AU_DFAT_REQUIRED.every((name) => row.some((cell) => cell.trim() === name)));
}

/**
 * The data rows below the DFAT header row (found by its column names, wherever the sheet puts
 * it); blank rows are skipped.
 *
 * @throws Error when no header row with the DFAT columns is found.
 */
export function readAuDfatTable(cells: string[][]): AuDfatRow[] {
  const headerIndex = findAuDfatHeader(cells);
  const header = cells[headerIndex];
  if (headerIndex < 0 || header === undefined) {
    throw new Error(
      `Australia DFAT: no header row with the columns ${AU_DFAT_REQUIRED.join(', ')} in the first ${HEADER_SEARCH_ROWS} rows`,
    );
  }
  const positions = new Map<string, number>(header.map((name, index) => [name.trim(), index]));
  return cells
    .slice(headerIndex + 1)
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row): AuDfatRow => (column) => {
      const position = positions.get(column);
      return position === undefined ? '' : (row[position] ?? '').trim();
    });
}
