import type { ListEntity } from '@sanctions/screening';
import { decodeText, parseCsv } from '../common/csv';
import type { ParsedPublication } from '../model';
import { cslSourceCode, isTreasuryCslSource } from './csl-sources';
import { mapCslParty, US_CSL_LIST_SOURCE } from './map-csl-party';
import { readCslTable } from './read-csl-table';
import type { CslRow } from './read-csl-table';

/**
 * Reads the Consolidated Screening List CSV (`consolidated.csv` of the ITA's CSL API), keeping the
 * export-control lists and leaving out the Treasury (OFAC) lists it repeats (see `csl-sources.ts`).
 *
 * Source id: the row's `_id`/`id` when the export has one; else the Treasury `entity_number`;
 * else, for the export lists (which have neither in older exports), the source code and the
 * name, "EL: 32 Group China Ltd.". Rows with the same id are one party listed at several addresses.
 *
 * @throws Error when the CSV is malformed or truncated, has no CSL header, or a row is unusable.
 */
export function readUsCslCsv(bytes: Uint8Array): ParsedPublication {
  const parties = new Map<string, CslRow[]>();
  for (const row of readCslTable(parseCsv(decodeText(bytes)))) {
    if (isTreasuryCslSource(row('source'))) continue;
    const sourceId = cslSourceId(row);
    const party = parties.get(sourceId);
    if (party) party.push(row);
    else parties.set(sourceId, [row]);
  }
  const entities: ListEntity[] = [...parties].map(([sourceId, rows]) =>
    mapCslParty(sourceId, rows),
  );
  return { sanctionList: 'us_csl', listSource: US_CSL_LIST_SOURCE, format: 'us-csl-csv', entities };
}

function cslSourceId(row: CslRow): string {
  const id = row('_id') || row('id');
  if (id !== '') return id;
  const code = cslSourceCode(row('source'));
  const number = row('entity_number');
  const name = row('name').replace(/\s+/g, ' ');
  if (number === '' && name === '') throw new Error('US CSL: a row has neither id nor name');
  return `${code}: ${number === '' ? name : number}`;
}
