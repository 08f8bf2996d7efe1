import { decodeText, parseCsv } from '../common/csv';
import { DamagedFileError } from '../common/damaged-file-error';

/** One primary row of sdn.csv / cons_prim.csv, nulls (`-0-`) turned into `undefined`, text trimmed. */
export interface OfacCsvPrimaryRow {
  entNum: string;
  name: string;
  /** `individual`, `vessel`, `aircraft`, or undefined (blank = entity). */
  sdnType?: string;
  /** Programme codes, e.g. ["UKRAINE-EO13662", "RUSSIA-EO14024"]. */
  programs: string[];
  title?: string;
  callSign?: string;
  vesselType?: string;
  tonnage?: string;
  grossRegisteredTonnage?: string;
  vesselFlag?: string;
  vesselOwner?: string;
  remarks?: string;
}

/** One row of add.csv / cons_add.csv. */
export interface OfacCsvAddressRow {
  entNum: string;
  addNum: string;
  address?: string;
  cityStatePostal?: string;
  country?: string;
  remarks?: string;
}

/** One row of alt.csv / cons_alt.csv. */
export interface OfacCsvAliasRow {
  entNum: string;
  altNum: string;
  /** `aka`, `fka` or `nka`. */
  altType?: string;
  name: string;
  remarks?: string;
}

/** One row of sdn_comments.csv / cons_comments.csv: the continuation of a too-long remark. */
export interface OfacCsvCommentRow {
  entNum: string;
  remarksExtension: string;
}

/** OFAC writes an empty cell as `-0-` followed by a space. */
export function cell(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' || trimmed === '-0-' ? undefined : trimmed;
}

/**
 * Damaged rows tolerated in one file: none. A skipped row of a sanctions list is a designation, address or
 * alias that would silently stop matching, so one damaged row refuses the whole set (ADR 011).
 */
export const MAX_DAMAGED_ROWS = 0;
/** Damaged rows quoted in the error, enough to recognise the kind of damage. */
const QUOTED_ROWS = 3;
const COUNT = new Intl.NumberFormat('en-US');
const EOF_MARKER = String.fromCharCode(0x1a);

function readRows(bytes: Uint8Array, file: string, columns: number): string[][] {
  const text = decodeText(bytes);
  let rows: string[][] | undefined;
  try {
    rows = parseCsv(text).filter((row) => !isBlankRow(row));
  } catch {
    rows = undefined;
  }
  if (rows?.every((row) => rowProblem(row, columns) === undefined)) return rows;
  throw damagedRowsError(text, file, columns);
}

/**
 * Counts the damaged rows line by line (the OFAC CSVs hold one record per line): a broken quote swallows the
 * lines after it when the file is read as a whole, so only a per-line reading gives an honest count.
 */
function damagedRowsError(text: string, file: string, columns: number): DamagedFileError {
  // Blank lines and the DOS end-of-file byte (0x1A) on the last line are no rows.
  const lines = text.split(/\r?\n/).filter((line) => line.replaceAll(EOF_MARKER, '').trim() !== '');
  const damaged: string[] = [];
  let damagedCount = 0;
  lines.forEach((line, index) => {
    let problem: string | undefined;
    try {
      const [row, ...more] = parseCsv(line);
      if (row === undefined || isBlankRow(row)) return;
      problem = more.length > 0 ? 'holds more than one row' : rowProblem(row, columns);
    } catch {
      problem = 'has a quoted field that is never closed';
    }
    if (problem === undefined) return;
    damagedCount += 1;
    if (damaged.length < QUOTED_ROWS) {
      damaged.push(`row ${COUNT.format(index + 1)} ${problem} ("${line.slice(0, 50)}")`);
    }
  });
  if (damagedCount <= MAX_DAMAGED_ROWS) {
    return new DamagedFileError(file, 'cannot be read as CSV (a quoted field spans the file?)');
  }
  return new DamagedFileError(
    file,
    `${COUNT.format(damagedCount)} of ${COUNT.format(lines.length)} rows are damaged: ` +
      `${damaged.join('; ')}`,
  );
}

function isBlankRow(row: string[]): boolean {
  return row.length === 1 && row[0]?.trim() === '';
}

function rowProblem(row: string[], columns: number): string | undefined {
  if (row.length !== columns) return `has ${row.length} columns, expected ${columns}`;
  if (!/^\d+$/.test(row[0]?.trim() ?? '')) return 'has no numeric ent_num';
  return undefined;
}

function required(value: string | undefined, file: string, entNum: string, column: string): string {
  const text = cell(value);
  if (text === undefined) throw new Error(`${file}: ent_num ${entNum} has an empty ${column}`);
  return text;
}

/** Splits the Program column: "UKRAINE-EO13662] [RUSSIA-EO14024" (OFAC strips only the outer brackets). */
export function splitPrograms(value: string | undefined): string[] {
  const text = cell(value);
  if (!text) return [];
  return text
    .split(/\]\s*\[/)
    .map((p) => p.replace(/^\[|\]$/g, '').trim())
    .filter((p) => p !== '');
}

/** Reads sdn.csv or cons_prim.csv (12 columns, no header). */
export function readPrimaryRows(bytes: Uint8Array, file = 'sdn.csv'): OfacCsvPrimaryRow[] {
  return readRows(bytes, file, 12).map((row) => {
    const [
      entNum = '',
      name,
      sdnType,
      program,
      title,
      callSign,
      vesselType,
      tonnage,
      grt,
      flag,
      owner,
      remarks,
    ] = row;
    const id = entNum.trim();
    return {
      entNum: id,
      name: required(name, file, id, 'SDN_Name'),
      sdnType: cell(sdnType),
      programs: splitPrograms(program),
      title: cell(title),
      callSign: cell(callSign),
      vesselType: cell(vesselType),
      tonnage: cell(tonnage),
      grossRegisteredTonnage: cell(grt),
      vesselFlag: cell(flag),
      vesselOwner: cell(owner),
      // Untrimmed at the end: sdn_comments.csv may continue this text right after a space.
      remarks: cell(remarks) === undefined ? undefined : remarks?.trimStart(),
    };
  });
}

/** Reads add.csv or cons_add.csv (6 columns). */
export function readAddressRows(bytes: Uint8Array, file = 'add.csv'): OfacCsvAddressRow[] {
  return readRows(bytes, file, 6).map(
    ([entNum = '', addNum = '', address, cityStatePostal, country, remarks]) => ({
      entNum: entNum.trim(),
      addNum: addNum.trim(),
      address: cell(address),
      cityStatePostal: cell(cityStatePostal),
      country: cell(country),
      remarks: cell(remarks),
    }),
  );
}

/** Reads alt.csv or cons_alt.csv (5 columns). */
export function readAliasRows(bytes: Uint8Array, file = 'alt.csv'): OfacCsvAliasRow[] {
  return readRows(bytes, file, 5).map(([entNum = '', altNum = '', altType, name, remarks]) => {
    const id = entNum.trim();
    return {
      entNum: id,
      altNum: altNum.trim(),
      altType: cell(altType),
      name: required(name, file, id, 'alt_name'),
      remarks: cell(remarks),
    };
  });
}

/** Reads sdn_comments.csv or cons_comments.csv (2 columns). The text is kept untrimmed: it continues a cut-off word. */
export function readCommentRows(bytes: Uint8Array, file = 'sdn_comments.csv'): OfacCsvCommentRow[] {
  return readRows(bytes, file, 2).map(([entNum = '', text = '']) => ({
    entNum: entNum.trim(),
    remarksExtension: text.trimEnd(),
  }));
}
