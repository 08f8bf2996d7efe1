import type { ListEntity } from '@sanctions/screening';
import { decodeText, parseCsv } from '../common/csv';
import { readXlsxRows } from '../common/xlsx';
import type { ParsedPublication } from '../model';
import { mapOfsiGroup, UK_OFSI_LIST_SOURCE } from './map-ofsi-group';
import { readOfsiTable } from './read-ofsi-table';
import type { OfsiRow } from './read-ofsi-table';

/**
 * Reads the OFSI Consolidated List workbook (`ConList.xlsx`, 2022 format): one entity per Group ID,
 * built from all its name rows. `publishedAt` is the sheet's "Last Updated" date.
 *
 * @throws Error when the workbook is corrupt, has no OFSI header, or a row has no Group ID.
 */
export function readUkOfsiXlsx(bytes: Uint8Array): ParsedPublication {
  return toPublication(readXlsxRows(bytes), 'uk-ofsi-xlsx');
}

/**
 * Reads the CSV flavour of the OFSI Consolidated List (`ConList.csv`), which has the same
 * "Last Updated" row and columns as the workbook.
 *
 * @throws Error when the CSV is malformed, has no OFSI header, or a row has no Group ID.
 */
export function readUkOfsiCsv(bytes: Uint8Array): ParsedPublication {
  return toPublication(parseCsv(decodeText(bytes)), 'uk-ofsi-csv');
}

function toPublication(cells: string[][], format: string): ParsedPublication {
  const table = readOfsiTable(cells);
  const groups = new Map<string, OfsiRow[]>();
  table.rows.forEach((row, index) => {
    const groupId = row('Group ID');
    if (groupId === '') throw new Error(`UK OFSI: data row ${index + 1} has no Group ID`);
    const group = groups.get(groupId);
    if (group) group.push(row);
    else groups.set(groupId, [row]);
  });
  const entities: ListEntity[] = [...groups].map(([groupId, rows]) => mapOfsiGroup(groupId, rows));
  return {
    sanctionList: 'uk',
    listSource: UK_OFSI_LIST_SOURCE,
    format,
    ...(table.publishedAt ? { publishedAt: table.publishedAt } : {}),
    entities,
  };
}
