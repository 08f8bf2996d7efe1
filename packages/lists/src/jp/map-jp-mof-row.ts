import type {
  EntityName,
  EntityType,
  IdentityDocument,
  ListEntity,
  NameKind,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { splitLettered } from '../common/split-lettered';
import type { JpMofColumns, JpMofRole } from './jp-mof-columns';
import { jpNoticeDateToIso, readJpBirthDates } from './read-jp-date';
import { readJpEnglishName, splitJpNames } from './split-jp-names';

/** `listSource` of every record read from Japan's MOF asset-freeze list. */
export const JP_MOF_LIST_SOURCE = 'Japan MOF Asset Freeze List';

/** 不明 "unknown", written where a detail is not known. */
const UNKNOWN = '不明';
const ALIAS_KINDS: readonly NameKind[] = ['aka', 'fka', 'weak'];

/** One regime sheet: its number and programme name (from the tab name) and its columns. */
export interface JpMofSheet {
  /** "29" of the tab "29.ロシア連邦(個人)": notice numbers restart on each sheet. */
  number: string;
  /** "ロシア連邦(個人)": the regime, as the ministry names it. */
  programme: string;
  columns: JpMofColumns;
}

/**
 * Maps one active row of a MOF regime sheet to a {@link ListEntity}.
 *
 * Source id: sheet number and notice number ("29-1", "3-1(*186)"), as notice numbers restart on
 * each sheet. Names: the English name (Latin) first, then the Japanese name (katakana), both
 * primary: the same designation written in two scripts, as the UN list's original-script name;
 * an "(original script: ...)" given under the English name is primary too. Aliases by column
 * (別名 aka, 旧称 fka, 確定に十分でない別名 weak), katakana and English forms alike. Listed on: the
 * first notice date; updated on: the last 改訂 (revision) date. Type: from the sheet (個人
 * persons, 団体 / 銀行 organisations), else a person when a date of birth is given.
 *
 * Undefined for a row with no name at all (blank remnants below the data).
 */
export function mapJpMofRow(sheet: JpMofSheet, row: readonly string[]): ListEntity | undefined {
  const cell = (role: JpMofRole): string[] =>
    (sheet.columns.get(role) ?? [])
      .map((position) => (row[position] ?? '').trim())
      .filter((text) => text !== '' && text !== UNKNOWN);
  const names = readNames(cell);
  if (names.length === 0) return undefined;
  const notice = cell('noticeNumber')[0]?.normalize('NFKC').replace(/\s+/g, '') ?? '';
  const sourceId = `${sheet.number}-${notice}`;
  const noticeDates = (cell('noticeDate')[0] ?? '').split('\n');
  const listedOn = jpNoticeDateToIso(noticeDates[0] ?? '');
  const updatedOn = noticeDates
    .filter((line) => line.includes('改訂'))
    .map(jpNoticeDateToIso)
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
  const birthDates = cell('birthDate').flatMap(readJpBirthDates);
  const remarks = [
    ...cell('position').map((text) => `役職 (position): ${text}`),
    ...cell('unReference').map((text) => `国連参照番号 (UN reference): ${text}`),
    ...cell('unListedOn').map((text) => `国連指定日 (UN listing): ${text}`),
    ...cell('remarks'),
  ].join('\n');

  return {
    sanctionList: 'jp',
    listSource: JP_MOF_LIST_SOURCE,
    sourceId,
    type: entityType(sheet.programme, birthDates.length > 0),
    names,
    birthDates,
    birthPlaces: unique(cell('birthPlace').flatMap(splitLettered)),
    nationalities: unique(cell('nationality').flatMap(splitLettered)),
    addresses: unique(cell('address').flatMap(splitLettered)).map((full) => ({ full })),
    documents: [
      ...documents('Passport', cell('passport')),
      ...documents('National ID', cell('nationalId')),
    ],
    programmes: [sheet.programme],
    // Titles are written in Japanese, then English on the next line: one title per line.
    titles: unique(
      cell('title')
        .flatMap(splitLettered)
        .flatMap((title) => title.split('\n')),
    ),
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    isActive: true,
  };
}

function readNames(cell: (role: JpMofRole) => string[]): EntityName[] {
  const names: EntityName[] = [];
  const add = (full: string, kind: NameKind): void => {
    if (!names.some((name) => name.full === full))
      names.push({ full, kind, script: detectScript(full) });
  };
  for (const text of cell('englishName')) {
    const english = readJpEnglishName(text);
    for (const name of english.names) add(name, 'primary');
    if (english.originalScript) add(english.originalScript, 'primary');
  }
  for (const text of cell('japaneseName'))
    for (const name of splitJpNames(text)) add(name, 'primary');
  for (const kind of ALIAS_KINDS)
    for (const text of cell(kind)) for (const name of splitJpNames(text)) add(name, kind);
  return names;
}

function entityType(programme: string, hasBirthDate: boolean): EntityType {
  if (programme.includes('個人')) return 'individual';
  if (programme.includes('団体') || programme.includes('銀行')) return 'entity';
  return hasBirthDate ? 'individual' : 'unknown';
}

function documents(type: string, cells: string[]): IdentityDocument[] {
  return unique(cells.flatMap(splitLettered)).map((number) => ({ type, number }));
}

function unique(items: string[]): string[] {
  return [
    ...new Set(items.map((item) => item.trim()).filter((item) => item !== '' && item !== UNKNOWN)),
  ];
}
