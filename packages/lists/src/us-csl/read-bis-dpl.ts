import type { EntityAddress, ListEntity } from '@sanctions/screening';
import { decodeText } from '../common/csv';
import { detectScript } from '../common/detect-script';
import type { ParsedPublication } from '../model';

/** `listSource` of every record read from the BIS Denied Persons List file. */
export const US_BIS_DPL_LIST_SOURCE = 'US BIS Denied Persons List';
const PROGRAMME = 'Denied Persons List (DPL) - Bureau of Industry and Security';

/** The header of BIS's `dpl.txt`, in order. */
export const DPL_COLUMNS = [
  'Name',
  'Street_Address',
  'City',
  'State',
  'Country',
  'Postal_Code',
  'Effective_Date',
  'Expiration_Date',
  'Standard_Order',
  'Last_Update',
  'Action',
  'FR_Citation',
] as const;
type DplColumn = (typeof DPL_COLUMNS)[number];
type DplRow = Record<DplColumn, string>;

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads the BIS Denied Persons List (`dpl.txt`: tab-separated, every field in double quotes,
 * one row per denied party and address). Rows with the same name and effective date are one
 * denial order at several addresses and become one entity, keyed "name (effective date)".
 * The CSL carries the same list; import one or the other, not both.
 *
 * @throws Error when the header is not the DPL's or a row has the wrong number of fields
 * (a truncated download).
 */
export function readBisDplTxt(bytes: Uint8Array): ParsedPublication {
  const lines = decodeText(bytes)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const [header, ...rows] = lines.map((line) => line.split('\t').map(unquote));
  if (!isDplHeader(header)) throw new Error('BIS DPL: the first line is not the DPL header');
  const orders = new Map<string, DplRow[]>();
  rows.forEach((cells, index) => {
    if (cells.length !== DPL_COLUMNS.length) {
      throw new Error(
        `BIS DPL: data row ${index + 1} has ${cells.length} fields, expected ${DPL_COLUMNS.length} (truncated or damaged file)`,
      );
    }
    const row = Object.fromEntries(DPL_COLUMNS.map((name, i) => [name, cells[i] ?? ''])) as DplRow;
    if (row.Name === '') throw new Error(`BIS DPL: data row ${index + 1} has no name`);
    const key = `${row.Name} (${row.Effective_Date})`;
    const order = orders.get(key);
    if (order) order.push(row);
    else orders.set(key, [row]);
  });
  const entities = [...orders].map(([sourceId, order]) => mapOrder(sourceId, order));
  if (entities.length === 0) throw new Error('BIS DPL: the file holds no denied party');
  return {
    sanctionList: 'us_csl',
    listSource: US_BIS_DPL_LIST_SOURCE,
    format: 'us-bis-dpl-txt',
    entities,
  };
}

/** True when the text starts with the DPL header line. */
export function isDplHeader(cells: readonly string[] | undefined): boolean {
  return DPL_COLUMNS.every((name, index) => cells?.[index] === name);
}

function mapOrder(sourceId: string, rows: DplRow[]): ListEntity {
  const [first] = rows;
  if (first === undefined) throw new Error(`BIS DPL: ${sourceId} has no rows`);
  const listedOn = usDateToIso(first.Effective_Date);
  const updatedOn = rows
    .map((row) => row.Last_Update)
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
    .sort()
    .at(-1);
  const remarks = [
    first.Action,
    first.FR_Citation === '' ? '' : `Federal Register: ${first.FR_Citation}`,
    first.Expiration_Date === '' ? '' : `Expires: ${first.Expiration_Date}`,
    first.Standard_Order === 'N' ? 'Non-standard order' : '',
  ]
    .filter((part) => part !== '')
    .join('\n');
  return {
    sanctionList: 'us_csl',
    listSource: US_BIS_DPL_LIST_SOURCE,
    sourceId,
    type: 'unknown',
    names: [{ full: first.Name, kind: 'primary', script: detectScript(first.Name) }],
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: unique(rows.map(address)),
    documents: [],
    programmes: [PROGRAMME],
    titles: [],
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    isActive: true,
  };
}

function address(row: DplRow): EntityAddress {
  const parts = [row.Street_Address, row.City, row.State, row.Postal_Code, row.Country];
  return {
    full: parts.filter((part) => part !== '').join(', '),
    ...(row.Street_Address ? { street: row.Street_Address } : {}),
    ...(row.City ? { city: row.City } : {}),
    ...(row.State ? { region: row.State } : {}),
    ...(row.Postal_Code ? { postalCode: row.Postal_Code } : {}),
    ...(row.Country ? { country: row.Country } : {}),
  };
}

function unique(addresses: EntityAddress[]): EntityAddress[] {
  const seen = new Map<string, EntityAddress>();
  for (const item of addresses)
    if (item.full !== '' && !seen.has(item.full)) seen.set(item.full, item);
  return [...seen.values()];
}

/** `"3037 S. 69TH DRIVE"` -> `3037 S. 69TH DRIVE`; the list pads some names with a space. */
function unquote(field: string): string {
  const trimmed = field.trim();
  const inner =
    trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
      ? trimmed.slice(1, -1).replaceAll('""', '"')
      : trimmed;
  return inner.trim();
}

function usDateToIso(text: string): string | undefined {
  const match = US_DATE.exec(text);
  if (!match) return undefined;
  return `${match[3]}-${(match[1] ?? '').padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}
