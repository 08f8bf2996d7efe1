import { ukDateToIso } from './uk-text';

/** OFSI Consolidated List ("2022 format") columns this reader uses, as written in the header row. */
export const OFSI_COLUMNS = [
  'Name 6',
  'Name 1',
  'Name 2',
  'Name 3',
  'Name 4',
  'Name 5',
  'Title',
  'Name Non-Latin Script',
  'Non-Latin Script Type',
  'Non-Latin Script Language',
  'DOB',
  'Town of Birth',
  'Country of Birth',
  'Nationality',
  'Passport Number',
  'Passport Details',
  'National Identification Number',
  'National Identification Details',
  'Position',
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'Address 5',
  'Address 6',
  'Post/Zip Code',
  'Country',
  'Other Information',
  'Group Type',
  'Alias Type',
  'Alias Quality',
  'Regime',
  'Listed On',
  'UK Sanctions List Date Designated',
  'Last Updated',
  'Group ID',
] as const;

export type OfsiColumn = (typeof OFSI_COLUMNS)[number];

/** One name row: a cell getter by column name (missing cells read as `''`, values trimmed). */
export type OfsiRow = (column: OfsiColumn) => string;

/** Columns without which rows cannot be grouped or named. */
const REQUIRED: OfsiColumn[] = ['Name 6', 'Group ID', 'Group Type', 'Alias Type'];
/** The header is near the top (after the "Last Updated" row); no need to look further. */
const HEADER_SEARCH_ROWS = 10;

export interface OfsiTable {
  rows: OfsiRow[];
  /** ISO date from the "Last Updated | dd/mm/yyyy" row above the header, when present. */
  publishedAt?: string;
}

/**
 * Finds the header row of an OFSI sheet (xlsx or csv), reads the "Last Updated" date above it,
 * and returns the data rows below it. Blank rows are skipped.
 *
 * @throws Error when no header row with the OFSI columns is found.
 */
export function readOfsiTable(cells: string[][]): OfsiTable {
  const headerIndex = cells
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => REQUIRED.every((name) => row.some((cell) => cell.trim() === name)));
  const header = cells[headerIndex];
  if (headerIndex < 0 || header === undefined) {
    throw new Error(
      `UK OFSI: no header row with the columns ${REQUIRED.join(', ')} in the first ${HEADER_SEARCH_ROWS} rows`,
    );
  }
  const positions = new Map<string, number>(header.map((name, index) => [name.trim(), index]));
  const rows = cells
    .slice(headerIndex + 1)
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row): OfsiRow => (column) => {
      const position = positions.get(column);
      return position === undefined ? '' : (row[position] ?? '').trim();
    });
  const publishedAt = readLastUpdated(cells.slice(0, headerIndex));
  return { rows, ...(publishedAt ? { publishedAt } : {}) };
}

function readLastUpdated(rowsAboveHeader: string[][]): string | undefined {
  for (const row of rowsAboveHeader) {
    const labelIndex = row.findIndex((cell) => cell.trim().toLowerCase() === 'last updated');
    if (labelIndex >= 0) return ukDateToIso(row[labelIndex + 1]);
  }
  return undefined;
}
