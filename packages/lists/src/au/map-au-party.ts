import type {
  EntityName,
  EntityType,
  ListEntity,
  NameKind,
  PartialDate,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { freeTextDateToIso, readFreeTextDate } from '../common/read-free-text-date';
import { splitLettered } from '../common/split-lettered';
import type { AuDfatRow } from './read-au-dfat-table';

/** `listSource` of every record read from the DFAT Consolidated List. */
export const AU_DFAT_LIST_SOURCE = 'Australia DFAT Consolidated List';

/** DFAT writes "not applicable" as NA in place and address cells. */
const NOT_GIVEN = /^(?:n\/?a|-|none)$/i;
/** Further separators inside one date-of-birth item: "1/03/1961; 16/06/1960", "14 Mar 1974 >> 1 Aug 1970", "1965 or 1966". */
const DATE_SEPARATORS = /;|>>|\balt(?:ernative)? DOB:?|,?\s+or\s+/i;
/** "Listed on: 9 Aug. 2010", "Listed by UN 1267 Committee on 25 January 2001 (amended ...)". */
const LISTED_ON = /\blisted (?:by [^()]*? )?on:?\s+(\d{1,2} [A-Za-z]+\.? \d{4})/i;

/**
 * Maps the name rows of one DFAT party (rows sharing the numeric part of the Reference: `2`,
 * `2a`, `2b`...) to one {@link ListEntity}. Every row repeats the party's details, so each detail
 * is collected over all rows and de-duplicated.
 *
 * Names: "Primary Name" -> primary (first); "Original Script" -> primary too, as the UN list does
 * for its original-script name (the same designation name, in Arabic, Cyrillic or Han script);
 * "aka" -> aka; "Formerly known as" / "Previously listed as" -> fka. The workbook's case and
 * trailing spaces vary ("Primary name ", "AKA"), so kinds and types are compared trimmed and
 * lower-cased. DFAT has no document columns: passport and id numbers stay in the remarks
 * (Additional Information) as published.
 */
export function mapAuParty(reference: string, rows: AuDfatRow[]): ListEntity {
  const ordered = [...rows].sort((a, b) => kindRank(rowKind(a)) - kindRank(rowKind(b)));
  const first = ordered[0];
  if (first === undefined) throw new Error(`Australia DFAT: reference ${reference} has no rows`);
  const names = readNames(ordered);
  if (names.length === 0) throw new Error(`Australia DFAT: reference ${reference} has no name`);
  const listing = unique(ordered.map((row) => row('Listing Information')));
  const remarks = [
    ...unique(ordered.map((row) => row('Additional Information'))),
    ...listing.map((text) => `Listing: ${text}`),
  ].join('\n');
  const listedOn = listing
    .map((text) => LISTED_ON.exec(text)?.[1])
    .flatMap((date) => (date === undefined ? [] : (freeTextDateToIso(date) ?? [])))
    .sort()[0];
  const updatedOn = unique(ordered.map((row) => row('Control Date')))
    .filter((date) => /^\d{4}-\d{2}-\d{2}/.test(date))
    .map((date) => date.slice(0, 10))
    .sort()
    .at(-1);

  return {
    sanctionList: 'au',
    listSource: AU_DFAT_LIST_SOURCE,
    sourceId: reference,
    type: partyType(first('Type')),
    names,
    birthDates: readBirthDates(ordered),
    birthPlaces: unique(ordered.flatMap((row) => given(splitLettered(row('Place of Birth'))))),
    nationalities: unique(ordered.flatMap((row) => given(splitLettered(row('Citizenship'))))),
    addresses: unique(ordered.flatMap((row) => given(splitLettered(row('Address'))))).map(
      (full) => ({ full }),
    ),
    documents: [],
    programmes: unique(ordered.map((row) => row('Committees').replace(/\s+/g, ' '))),
    titles: [],
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    isActive: true,
  };
}

function rowKind(row: AuDfatRow): NameKind {
  const nameType = row('Name Type').toLowerCase().replace(/\s+/g, ' ');
  if (nameType === 'primary name' || nameType === 'original script') return 'primary';
  if (nameType.startsWith('formerly') || nameType.startsWith('previously')) return 'fka';
  return 'aka';
}

/** The Primary Name row first, then original script, aliases and former names. */
function kindRank(kind: NameKind): number {
  return ['primary', 'aka', 'fka', 'weak'].indexOf(kind);
}

function readNames(rows: AuDfatRow[]): EntityName[] {
  const primaryRow = rows.find((row) => row('Name Type').toLowerCase().startsWith('primary'));
  const ordered = primaryRow ? [primaryRow, ...rows.filter((row) => row !== primaryRow)] : rows;
  const names: EntityName[] = [];
  for (const row of ordered) {
    const full = row('Name of Individual or Entity').replace(/\s+/g, ' ').trim();
    if (full === '' || names.some((name) => name.full === full)) continue;
    names.push({ full, kind: rowKind(row), script: detectScript(full) });
  }
  return names;
}

function partyType(text: string): EntityType {
  switch (text.trim().toLowerCase()) {
    case 'individual':
      return 'individual';
    case 'entity':
      return 'entity';
    default:
      return 'unknown';
  }
}

function readBirthDates(rows: AuDfatRow[]): PartialDate[] {
  const dates = new Map<string, PartialDate>();
  for (const row of rows) {
    for (const item of given(splitLettered(row('Date of Birth')))) {
      for (const part of item.split(DATE_SEPARATORS)) {
        const date = readFreeTextDate(part);
        if (date && !NOT_GIVEN.test(date.raw) && !dates.has(date.raw)) dates.set(date.raw, date);
      }
    }
  }
  return [...dates.values()];
}

function given(items: string[]): string[] {
  return items.filter((item) => !NOT_GIVEN.test(item));
}

function unique(items: string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
