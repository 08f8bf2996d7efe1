import type { ListFile } from '../model';
import { decodeText, parseCsv } from '../common/csv';
import { sniffXmlRoot } from '../common/xml-stream';
import { isZip, unzipEntries } from '../common/zip';

/** The OFAC file formats the parsers read. */
export type OfacFormat =
  | 'ofac-sdn-csv'
  | 'ofac-cons-csv-part'
  | 'ofac-sdn-xml'
  | 'ofac-enhanced-xml'
  | 'ofac-enhanced-zip';

/** Which file of a legacy CSV set a file is. */
export interface OfacCsvPart {
  set: 'sdn' | 'cons';
  role: 'primary' | 'add' | 'alt' | 'comments';
}

const CSV_PARTS: Record<string, OfacCsvPart> = {
  'sdn.csv': { set: 'sdn', role: 'primary' },
  'add.csv': { set: 'sdn', role: 'add' },
  'alt.csv': { set: 'sdn', role: 'alt' },
  'sdn_comments.csv': { set: 'sdn', role: 'comments' },
  'cons_prim.csv': { set: 'cons', role: 'primary' },
  'cons_add.csv': { set: 'cons', role: 'add' },
  'cons_alt.csv': { set: 'cons', role: 'alt' },
  'cons_comments.csv': { set: 'cons', role: 'comments' },
};

const COLUMNS: Record<OfacCsvPart['role'], number> = { primary: 12, add: 6, alt: 5, comments: 2 };
const ENHANCED_NAMESPACE = /\/ENHANCED_XML$/i;
const CSV_SNIFF_BYTES = 16 * 1024;

/**
 * The part of an OFAC legacy CSV set a file is, judged by its official name (the CSVs have no header)
 * and confirmed by the shape of its first row: a numeric ent_num and the expected column count.
 */
export function ofacCsvPart(file: ListFile): OfacCsvPart | undefined {
  const part = ofacCsvPartByName(file.name);
  if (!part) return undefined;
  const head = decodeText(file.bytes.subarray(0, CSV_SNIFF_BYTES));
  let firstRow: string[] | undefined;
  try {
    firstRow = parseCsv(
      head.slice(0, head.search(/\r?\n/) === -1 ? head.length : head.search(/\r?\n/)),
    )[0];
  } catch {
    return undefined;
  }
  if (
    !firstRow ||
    firstRow.length !== COLUMNS[part.role] ||
    !/^\d+$/.test(firstRow[0]?.trim() ?? '')
  ) {
    return undefined;
  }
  return part;
}

/**
 * The part of an OFAC legacy CSV set a file's official name says it is, whatever it holds: a damaged
 * `alt.csv` must fail its set, not drop out of it unnoticed.
 */
export function ofacCsvPartByName(name: string): OfacCsvPart | undefined {
  return CSV_PARTS[name.toLowerCase()];
}

/**
 * Recognises an OFAC list file by its content: the root element and namespace for XML, the archive's
 * XML for ZIP, and the official file name plus column shape for the header-less legacy CSVs.
 * `ofac-sdn-csv` covers every part of the SDN set (sdn.csv, add.csv, alt.csv, sdn_comments.csv);
 * `ofac-cons-csv-part` every part of the cons_* set. Returns `undefined` for anything else.
 */
export function sniffOfacFormat(file: ListFile): OfacFormat | undefined {
  if (isZip(file.bytes)) {
    let entries: Map<string, Uint8Array>;
    try {
      entries = unzipEntries(file.bytes);
    } catch {
      return undefined;
    }
    const xml = [...entries].filter(([path]) => /\.xml$/i.test(path));
    const only = xml.length === 1 ? xml[0] : undefined;
    return only && isEnhancedRoot(only[1]) ? 'ofac-enhanced-zip' : undefined;
  }
  const root = sniffXmlRoot(file.bytes);
  if (root) {
    if (root.name === 'sdnList') return 'ofac-sdn-xml';
    if (isEnhancedRoot(file.bytes)) return 'ofac-enhanced-xml';
    return undefined;
  }
  const part = ofacCsvPart(file);
  if (!part) return undefined;
  return part.set === 'sdn' ? 'ofac-sdn-csv' : 'ofac-cons-csv-part';
}

function isEnhancedRoot(bytes: Uint8Array): boolean {
  const root = sniffXmlRoot(bytes);
  return root?.name === 'sanctionsData' && ENHANCED_NAMESPACE.test(root.namespace ?? '');
}
