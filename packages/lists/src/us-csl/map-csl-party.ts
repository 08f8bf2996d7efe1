import type {
  EntityName,
  EntityType,
  IdentityDocument,
  ListEntity,
  PartialDate,
  VesselDetails,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { readFreeTextDate } from '../common/read-free-text-date';
import type { CslRow } from './read-csl-table';

/** `listSource` of every record read from the Consolidated Screening List. */
export const US_CSL_LIST_SOURCE = 'US Consolidated Screening List (export controls)';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Maps the rows of one CSL party to one {@link ListEntity}. A party is usually one row; the
 * export lists repeat a party on several rows for several addresses, and those rows are merged.
 * The CSL `source` ("Entity List (EL) - Bureau of Industry and Security") leads the programmes so
 * analysts see which export list names the party; its `programs` follow. Multi-valued cells are
 * separated by ";" in the CSL.
 */
export function mapCslParty(sourceId: string, rows: CslRow[]): ListEntity {
  const first = rows[0];
  if (first === undefined) throw new Error(`US CSL: ${sourceId} has no rows`);
  const names = readNames(rows);
  if (names.length === 0) throw new Error(`US CSL: ${sourceId} has no name`);
  const listedOn = rows.map((row) => row('start_date')).find((date) => ISO_DATE.test(date));
  const vessel = readVessel(first);
  const remarks = unique(rows.flatMap(readRemarks)).join('\n');
  return {
    sanctionList: 'us_csl',
    listSource: US_CSL_LIST_SOURCE,
    sourceId,
    type: partyType(first('type')),
    names,
    birthDates: readBirthDates(rows),
    birthPlaces: unique(rows.flatMap((row) => split(row('places_of_birth')))),
    nationalities: unique(
      rows.flatMap((row) => [...split(row('nationalities')), ...split(row('citizenships'))]),
    ),
    addresses: unique(rows.flatMap((row) => split(row('addresses')))).map((full) => ({ full })),
    documents: readDocuments(rows),
    programmes: unique(rows.flatMap((row) => [row('source'), ...split(row('programs'))])),
    titles: unique(rows.flatMap((row) => split(row('title')))),
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(vessel ? { vessel } : {}),
    isActive: true,
  };
}

function readNames(rows: CslRow[]): EntityName[] {
  const names: EntityName[] = [];
  const add = (text: string, kind: EntityName['kind']): void => {
    const full = text.replace(/\s+/g, ' ').trim();
    if (full === '' || names.some((name) => name.full === full)) return;
    names.push({ full, kind, script: detectScript(full) });
  };
  for (const row of rows) add(row('name'), 'primary');
  // "...; and Shijiazhuang Communication ... Institute." joins the last alias with "and".
  for (const row of rows)
    for (const alias of split(row('alt_names'))) add(alias.replace(/^and\s+/i, ''), 'aka');
  return names;
}

function partyType(text: string): EntityType {
  switch (text.toLowerCase()) {
    case 'individual':
      return 'individual';
    case 'entity':
      return 'entity';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      // The export lists do not say whether a party is a person or an organisation.
      return 'unknown';
  }
}

function readBirthDates(rows: CslRow[]): PartialDate[] {
  const dates = new Map<string, PartialDate>();
  for (const row of rows) {
    for (const text of split(row('dates_of_birth'))) {
      const date = readFreeTextDate(text);
      if (date && !dates.has(date.raw)) dates.set(date.raw, date);
    }
  }
  return [...dates.values()];
}

/** `ids` items read "country, number, type" or "number, type" ("US, 80-0890696, Tax ID No."). */
function readDocuments(rows: CslRow[]): IdentityDocument[] {
  const documents = new Map<string, IdentityDocument>();
  for (const row of rows) {
    for (const item of split(row('ids'))) {
      const parts = item.split(',').map((part) => part.trim());
      const [country, number, type] =
        parts.length >= 3 ? parts : [undefined, parts[0], parts.slice(1).join(', ')];
      if (number === undefined || number === '' || type === undefined || type === '') continue;
      const key = `${type}|${number}`;
      if (!documents.has(key))
        documents.set(key, { type, number, ...(country ? { country } : {}) });
    }
  }
  return [...documents.values()];
}

function readRemarks(row: CslRow): string[] {
  const labelled = (label: string, text: string): string[] =>
    text === '' ? [] : [`${label}: ${text}`];
  return [
    ...(row('remarks') === '' ? [] : [row('remarks')]),
    ...labelled('Federal Register', row('federal_register_notice')),
    ...labelled('License requirement', row('license_requirement')),
    ...labelled('License policy', row('license_policy')),
    ...labelled('Ends', row('end_date')),
  ];
}

function readVessel(row: CslRow): VesselDetails | undefined {
  const vessel: VesselDetails = {
    ...optional('callSign', row('call_sign')),
    ...optional('type', row('vessel_type')),
    ...optional('flag', row('vessel_flag')),
    ...optional('tonnage', row('gross_tonnage')),
    ...optional('grossRegisteredTonnage', row('gross_registered_tonnage')),
    ...optional('owner', row('vessel_owner')),
  };
  return Object.keys(vessel).length > 0 ? vessel : undefined;
}

function optional<K extends keyof VesselDetails>(key: K, value: string): Partial<VesselDetails> {
  return value === '' ? {} : { [key]: value };
}

function split(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function unique(items: string[]): string[] {
  return [...new Set(items.filter((item) => item !== ''))];
}
