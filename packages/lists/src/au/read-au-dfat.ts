import type { ListEntity } from '@sanctions/screening';
import { readXlsxRows } from '../common/xlsx';
import type { ParsedPublication } from '../model';
import { AU_DFAT_LIST_SOURCE, mapAuParty } from './map-au-party';
import { readAuDfatTable } from './read-au-dfat-table';
import type { AuDfatRow } from './read-au-dfat-table';

const REFERENCE_NUMBER = /^\d+/;

/**
 * Reads the Australian DFAT Consolidated List workbook (`regulation8_consolidated.xlsx`, since
 * renamed `Australian_Sanctions_Consolidated_List.xlsx`): one row per name, the rows of one party
 * sharing the number of their Reference (`2`, `2a`, `2b`), grouped into one entity per number.
 * The workbook states no publication date (its Control Dates are per record).
 *
 * @throws Error when the workbook is corrupt, has no DFAT header, or a row has no usable Reference.
 */
export function readAuDfatXlsx(bytes: Uint8Array): ParsedPublication {
  const parties = new Map<string, AuDfatRow[]>();
  readAuDfatTable(readXlsxRows(bytes)).forEach((row, index) => {
    const reference = REFERENCE_NUMBER.exec(row('Reference'))?.[0];
    if (reference === undefined) {
      throw new Error(
        `Australia DFAT: data row ${index + 1} has no numeric Reference ("${row('Reference')}")`,
      );
    }
    const party = parties.get(reference);
    if (party) party.push(row);
    else parties.set(reference, [row]);
  });
  const entities: ListEntity[] = [...parties].map(([reference, rows]) =>
    mapAuParty(reference, rows),
  );
  if (entities.length === 0) throw new Error('Australia DFAT: the workbook holds no party');
  return { sanctionList: 'au', listSource: AU_DFAT_LIST_SOURCE, format: 'au-dfat-xlsx', entities };
}
