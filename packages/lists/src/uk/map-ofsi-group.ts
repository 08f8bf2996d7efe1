import type {
  EntityAddress,
  EntityName,
  IdentityDocument,
  ListEntity,
  NameKind,
  PartialDate,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { readOfsiVessel } from './read-ofsi-vessel';
import type { OfsiRow } from './read-ofsi-table';
import { addUniqueName, buildUkAddress, buildUkName, ukEntityType } from './uk-entity-parts';
import { readUkPartialDate, splitEnumerated, ukDateToIso, uniqueText } from './uk-text';

/** `listSource` of every record read from the OFSI Consolidated List. */
export const UK_OFSI_LIST_SOURCE = 'UK OFSI Consolidated List';

const GENDER = /\(Gender\):\s*(Male|Female)\b/i;
const ADDRESS_LINES = [
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'Address 5',
  'Address 6',
] as const;
const GIVEN_NAMES = ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5'] as const;

/**
 * Maps the rows of one OFSI Group ID to one {@link ListEntity}. OFSI writes one row per name and
 * repeats every other field on each row (often crossed with each address), so every field is
 * collected over all rows and de-duplicated.
 *
 * Names: "Primary name" -> primary (first), "Primary name variation" -> aka, AKA -> aka or weak
 * ("Low quality"), FKA -> fka. A "Name Non-Latin Script" is kept as its own name with its script
 * and the kind of the row it is written on (primary when written on the primary row).
 */
export function mapOfsiGroup(groupId: string, rows: OfsiRow[]): ListEntity {
  const ordered = [...rows].sort((a, b) => kindRank(rowKind(a)) - kindRank(rowKind(b)));
  const first = ordered[0];
  if (first === undefined) throw new Error(`UK OFSI: group ${groupId} has no rows`);
  const names = readNames(ordered);
  if (names.length === 0) throw new Error(`UK OFSI: group ${groupId} has no name`);

  const otherInformation = uniqueText(ordered.map((row) => row('Other Information')));
  const positions = uniqueText(ordered.flatMap((row) => splitEnumerated(row('Position'))));
  const remarks = [
    ...otherInformation,
    ...(positions.length > 0 ? [`Position: ${positions.join('; ')}`] : []),
  ].join('\n');
  const gender = otherInformation
    .map((text) => GENDER.exec(text)?.[1]?.toLowerCase())
    .find((value) => value !== undefined);
  const listedOn = earliest(ordered.map((row) => ukDateToIso(row('Listed On'))));
  const updatedOn = latest(ordered.map((row) => ukDateToIso(row('Last Updated'))));
  const type = ukEntityType(first('Group Type'));
  const vessel = type === 'vessel' ? readOfsiVessel(otherInformation) : undefined;

  return {
    sanctionList: 'uk',
    listSource: UK_OFSI_LIST_SOURCE,
    sourceId: groupId,
    type,
    names,
    birthDates: readBirthDates(ordered),
    birthPlaces: uniqueText(ordered.flatMap(readBirthPlaces)),
    nationalities: uniqueText(ordered.flatMap((row) => splitEnumerated(row('Nationality')))),
    addresses: readAddresses(ordered),
    documents: readDocuments(ordered),
    programmes: uniqueText(ordered.map((row) => row('Regime'))),
    titles: uniqueText(ordered.flatMap((row) => splitEnumerated(row('Title')))),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    ...(vessel ? { vessel } : {}),
    isActive: true,
  };
}

function rowKind(row: OfsiRow): NameKind {
  switch (row('Alias Type').toLowerCase()) {
    case 'primary name':
      return 'primary';
    case 'fka':
      return 'fka';
    default:
      return row('Alias Quality').toLowerCase().startsWith('low') ? 'weak' : 'aka';
  }
}

function kindRank(kind: NameKind): number {
  return ['primary', 'aka', 'fka', 'weak'].indexOf(kind);
}

function readNames(rows: OfsiRow[]): EntityName[] {
  const names: EntityName[] = [];
  for (const row of rows) {
    const kind = rowKind(row);
    const built = buildUkName(
      GIVEN_NAMES.map((column) => row(column)),
      row('Name 6'),
      kind,
    );
    if (built) addUniqueName(names, built);
    const nonLatin = row('Name Non-Latin Script');
    if (nonLatin !== '')
      addUniqueName(names, { full: nonLatin, kind, script: detectScript(nonLatin) });
  }
  return names;
}

function readBirthDates(rows: OfsiRow[]): PartialDate[] {
  const dates = new Map<string, PartialDate>();
  for (const row of rows) {
    for (const text of splitEnumerated(row('DOB'))) {
      const date = readUkPartialDate(text);
      if (date && !dates.has(date.raw)) dates.set(date.raw, date);
    }
  }
  return [...dates.values()];
}

/** Town and country of birth are enumerated in step: "(1) Tunis (2) -" beside "(1) Tunisia (2) Morocco". */
function readBirthPlaces(row: OfsiRow): string[] {
  const towns = splitEnumerated(row('Town of Birth'));
  const countries = splitEnumerated(row('Country of Birth'));
  return Array.from({ length: Math.max(towns.length, countries.length) }, (_, index) =>
    [towns[index] ?? '', countries[index] ?? ''].filter((part) => part !== '').join(', '),
  );
}

function readAddresses(rows: OfsiRow[]): EntityAddress[] {
  const addresses = new Map<string, EntityAddress>();
  for (const row of rows) {
    const address = buildUkAddress(
      ADDRESS_LINES.map((column) => row(column)),
      row('Post/Zip Code'),
      row('Country'),
    );
    if (address && !addresses.has(address.full)) addresses.set(address.full, address);
  }
  return [...addresses.values()];
}

function readDocuments(rows: OfsiRow[]): IdentityDocument[] {
  const documents = new Map<string, IdentityDocument>();
  const collect = (type: string, numbers: string, details: string): void => {
    const numberItems = splitEnumerated(numbers);
    const detailItems = splitEnumerated(details);
    numberItems.forEach((number, index) => {
      const note = numberItems.length === detailItems.length ? detailItems[index] : details;
      const key = `${type}|${number}`;
      if (number === '' || documents.has(key)) return;
      documents.set(key, { type, number, ...(note ? { note } : {}) });
    });
  };
  for (const row of rows) {
    collect('Passport', row('Passport Number'), row('Passport Details'));
    collect(
      'National Identification Number',
      row('National Identification Number'),
      row('National Identification Details'),
    );
  }
  return [...documents.values()];
}

function earliest(dates: (string | undefined)[]): string | undefined {
  return dates.filter((date) => date !== undefined).sort()[0];
}

function latest(dates: (string | undefined)[]): string | undefined {
  return dates
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
}
