import { decodeText } from '../common/csv';
import { isXlsx } from '../common/xlsx';
import { sniffXmlRoot } from '../common/xml-stream';
import { isZip } from '../common/zip';
import { EU_FSF_NAMESPACE } from '../eu/read-eu-fsf';
import type { ListFile } from '../model';
import { sniffOfacFormat } from '../ofac';
import type { OfacFormat } from '../ofac';

/** Every list file format the package reads. */
export type ListFormat =
  OfacFormat | 'un-xml' | 'eu-fsf-xml' | 'uk-fcdo-xml' | 'uk-ofsi-xlsx' | 'uk-ofsi-csv';

/** OFSI CSV header cells that no other list's CSV has. */
const OFSI_HEADER_CELLS = ['Name 6', 'Group ID', 'Alias Type'];
const CSV_SNIFF_BYTES = 16 * 1024;

/**
 * Recognises a list file by its CONTENT: XML by root element and namespace, zip archives by
 * what they hold (an Excel workbook is the OFSI list; a zipped Enhanced XML is OFAC), the OFSI
 * CSV by its header row. Only OFAC's header-less legacy CSVs also need their official file
 * name (sdn.csv, add.csv, cons_prim.csv...), confirmed by their column shape.
 * Returns `undefined` for anything else.
 */
export function sniffListFormat(file: ListFile): ListFormat | undefined {
  if (isZip(file.bytes)) {
    return isXlsx(file.bytes) ? 'uk-ofsi-xlsx' : sniffOfacFormat(file);
  }
  const root = sniffXmlRoot(file.bytes);
  if (root) {
    if (root.name === 'CONSOLIDATED_LIST' && root.namespace === undefined) return 'un-xml';
    if (root.name === 'export' && root.namespace === EU_FSF_NAMESPACE) return 'eu-fsf-xml';
    if (root.name === 'Designations' && root.namespace === undefined) return 'uk-fcdo-xml';
    return sniffOfacFormat(file);
  }
  if (isOfsiCsv(file.bytes)) return 'uk-ofsi-csv';
  return sniffOfacFormat(file);
}

function isOfsiCsv(bytes: Uint8Array): boolean {
  const head = decodeText(bytes.subarray(0, CSV_SNIFF_BYTES));
  return head
    .split(/\r?\n/)
    .slice(0, 5)
    .some((line) => OFSI_HEADER_CELLS.every((cell) => line.includes(cell)));
}
