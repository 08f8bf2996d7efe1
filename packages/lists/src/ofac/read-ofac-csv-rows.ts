import { decodeText, parseCsv } from '../common/csv';

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

function readRows(bytes: Uint8Array, file: string, columns: number): string[][] {
  const rows = parseCsv(decodeText(bytes)).filter(
    (row) => !(row.length === 1 && row[0]?.trim() === ''),
  );
  rows.forEach((row, index) => {
    if (row.length !== columns) {
      throw new Error(
        `${file}: row ${index + 1} has ${row.length} columns, expected ${columns} (starts "${row.join(',').slice(0, 60)}")`,
      );
    }
    if (!/^\d+$/.test(row[0]?.trim() ?? '')) {
      throw new Error(
        `${file}: row ${index + 1} has no numeric ent_num (starts "${row.join(',').slice(0, 60)}")`,
      );
    }
  });
  return rows;
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
