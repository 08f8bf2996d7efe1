/** CSL CSV columns this reader uses, as written in the header row of the official CSV export. */
export const CSL_COLUMNS = [
  '_id',
  'id',
  'source',
  'entity_number',
  'type',
  'programs',
  'name',
  'title',
  'addresses',
  'federal_register_notice',
  'start_date',
  'end_date',
  'standard_order',
  'license_requirement',
  'license_policy',
  'call_sign',
  'vessel_type',
  'gross_tonnage',
  'gross_registered_tonnage',
  'vessel_flag',
  'vessel_owner',
  'remarks',
  'alt_names',
  'citizenships',
  'dates_of_birth',
  'nationalities',
  'places_of_birth',
  'ids',
] as const;

export type CslColumn = (typeof CSL_COLUMNS)[number];

/** One CSL row: a cell getter by column name (absent columns read as `''`, values trimmed). */
export type CslRow = (column: CslColumn) => string;

/** Header cells that identify the CSL CSV (no other list's CSV has all of them). */
export const CSL_HEADER_CELLS: readonly string[] = [
  'source',
  'name',
  'alt_names',
  'programs',
  'source_information_url',
];

/**
 * The rows below the CSL header (the first line). Every row must have as many fields as the
 * header: a row cut short is a truncated or damaged download, refused with its row number.
 *
 * @throws Error when the header is not the CSL's or a row is damaged.
 */
export function readCslTable(cells: string[][]): CslRow[] {
  const [header, ...rows] = cells;
  const names = (header ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const missing = CSL_HEADER_CELLS.filter((cell) => !names.includes(cell));
  if (missing.length > 0) {
    throw new Error(`US CSL: the header row lacks the columns ${missing.join(', ')}`);
  }
  const positions = new Map<string, number>(names.map((name, index) => [name, index]));
  return rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row, index): CslRow => {
      if (row.length !== names.length) {
        throw new Error(
          `US CSL: data row ${index + 1} has ${row.length} fields, the header ${names.length} (truncated or damaged file)`,
        );
      }
      return (column) => {
        const position = positions.get(column);
        return position === undefined ? '' : (row[position] ?? '').trim();
      };
    });
}
