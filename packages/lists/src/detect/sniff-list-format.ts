import { findAuDfatHeader } from '../au';
import { looksLikeCaSema } from '../ca';
import { decodeText } from '../common/csv';
import { isXlsx, readXlsxSheets } from '../common/xlsx';
import { sniffXmlRoot } from '../common/xml-stream';
import { isZip } from '../common/zip';
import { EU_FSF_NAMESPACE } from '../eu/read-eu-fsf';
import { isJpMofSheet } from '../jp';
import type { ListFile } from '../model';
import { sniffOfacFormat } from '../ofac';
import type { OfacFormat } from '../ofac';
import { CSL_HEADER_CELLS, isDplHeader } from '../us-csl';

/** Every list file format the package reads. */
export type ListFormat =
  | OfacFormat
  | 'un-xml'
  | 'eu-fsf-xml'
  | 'uk-fcdo-xml'
  | 'uk-ofsi-xlsx'
  | 'uk-ofsi-csv'
  | 'ca-sema-xml'
  | 'au-dfat-xlsx'
  | 'us-csl-csv'
  | 'us-bis-dpl-txt'
  | 'jp-mof-xlsx';

/** OFSI CSV header cells that no other list's CSV has. */
const OFSI_HEADER_CELLS = ['Name 6', 'Group ID', 'Alias Type'];
const CSV_SNIFF_BYTES = 16 * 1024;
/** Header rows sit at the top of a sheet; no need to read the data to recognise a workbook. */
const WORKBOOK_SNIFF_ROWS = 10;

/**
 * Recognises a list file by its CONTENT: XML by root element and namespace (Canada's generic
 * `data-set` root also by its `Country` records), zip archives by what they hold (an Excel
 * workbook by its header row: OFSI, DFAT, or a regime sheet of Japan's MOF list; a zipped Enhanced XML
 * is OFAC), CSV and tab-separated text by their header row (OFSI, CSL, BIS DPL). Only OFAC's
 * header-less legacy CSVs also need their official file name (sdn.csv, add.csv,
 * cons_prim.csv...), confirmed by their column shape. Returns `undefined` for anything else.
 */
export function sniffListFormat(file: ListFile): ListFormat | undefined {
  if (isZip(file.bytes)) {
    return isXlsx(file.bytes) ? sniffWorkbook(file.bytes) : sniffOfacFormat(file);
  }
  const root = sniffXmlRoot(file.bytes);
  if (root) {
    if (root.name === 'CONSOLIDATED_LIST' && root.namespace === undefined) return 'un-xml';
    if (root.name === 'export' && root.namespace === EU_FSF_NAMESPACE) return 'eu-fsf-xml';
    if (root.name === 'Designations' && root.namespace === undefined) return 'uk-fcdo-xml';
    if (root.name === 'data-set' && looksLikeCaSema(file.bytes)) return 'ca-sema-xml';
    return sniffOfacFormat(file);
  }
  if (isOfsiCsv(file.bytes)) return 'uk-ofsi-csv';
  const firstLine = decodeText(file.bytes.subarray(0, CSV_SNIFF_BYTES)).split(/\r?\n/)[0] ?? '';
  if (isCslHeader(firstLine)) return 'us-csl-csv';
  if (isDplHeader(firstLine.split('\t').map((cell) => cell.trim().replace(/^"|"$/g, ''))))
    return 'us-bis-dpl-txt';
  return sniffOfacFormat(file);
}

/**
 * A workbook by the header row of its first sheet (OFSI, DFAT) or of any sheet (Japan's MOF list,
 * whose first sheet is an index). A workbook with none of them stays the OFSI list's, as before the
 * other workbooks were read, so that its reader names the missing header. An unreadable workbook
 * is left to the OFSI reader too, which reports why.
 */
function sniffWorkbook(bytes: Uint8Array): ListFormat {
  let first: string[][];
  try {
    first =
      readXlsxSheets(bytes, { firstSheetOnly: true, maxRows: WORKBOOK_SNIFF_ROWS })[0]?.rows ?? [];
  } catch {
    return 'uk-ofsi-xlsx';
  }
  if (first.some((row) => OFSI_HEADER_CELLS.every((cell) => row.includes(cell)))) {
    return 'uk-ofsi-xlsx';
  }
  if (findAuDfatHeader(first) >= 0) return 'au-dfat-xlsx';
  const sheets = readXlsxSheets(bytes, { maxRows: WORKBOOK_SNIFF_ROWS });
  if (sheets.some((sheet) => isJpMofSheet(sheet.rows))) return 'jp-mof-xlsx';
  return 'uk-ofsi-xlsx';
}

function isCslHeader(line: string): boolean {
  // The CSL header has no quoted cells; a plain split also survives a cut-off first line.
  const cells = line.split(',').map((cell) => cell.replace(/^\uFEFF/, '').trim());
  return CSL_HEADER_CELLS.every((cell) => cells.includes(cell));
}

function isOfsiCsv(bytes: Uint8Array): boolean {
  const head = decodeText(bytes.subarray(0, CSV_SNIFF_BYTES));
  return head
    .split(/\r?\n/)
    .slice(0, 5)
    .some((line) => OFSI_HEADER_CELLS.every((cell) => line.includes(cell)));
}
