import type { NameKind } from '@sanctions/screening';

/** What a column of a MOF regime sheet holds; the sheets name the same thing in several ways. */
export type JpMofRole =
  | 'noticeDate'
  | 'noticeNumber'
  | 'japaneseName'
  | 'englishName'
  | NameKind
  | 'title'
  | 'position'
  | 'birthDate'
  | 'birthPlace'
  | 'nationality'
  | 'passport'
  | 'nationalId'
  | 'address'
  | 'unListedOn'
  | 'unReference'
  | 'remarks';

/** Header texts (whitespace removed) of the 44 regime sheets of the 2026-03-05 edition, by role. */
const ROLES: Readonly<Record<string, JpMofRole>> = {
  告示日付: 'noticeDate',
  告示番号: 'noticeNumber',
  日本語表記: 'japaneseName',
  英語表記: 'englishName',
  別名: 'aka',
  別称: 'aka',
  '別名・別称': 'aka',
  '別称・別名': 'aka',
  '別称・旧称': 'aka',
  確定可能な別名: 'aka',
  旧称: 'fka',
  以前の別名: 'fka',
  過去の別名: 'fka',
  '旧称・以前の呼称': 'fka',
  確定に十分でない別名: 'weak',
  称号: 'title',
  肩書: 'title',
  肩書等: 'title',
  役職: 'position',
  生年月日: 'birthDate',
  '生年月日・出生地': 'birthDate',
  出生地: 'birthPlace',
  '出生地・出身地': 'birthPlace',
  国籍: 'nationality',
  旅券番号: 'passport',
  ID番号: 'nationalId',
  身分登録番号: 'nationalId',
  身分証番号: 'nationalId',
  住所: 'address',
  所在地: 'address',
  '住所・所在地': 'address',
  住所等: 'address',
  '活動地域・住所': 'address',
  '所在地・住所登録された事務所の住所': 'address',
  国連制裁員会による指定日: 'unListedOn',
  国連制裁委員会による指定日: 'unListedOn',
  リスト掲載日: 'unListedOn',
  国連参照番号: 'unReference',
  その他の情報: 'remarks',
  詳細: 'remarks',
  指定の根拠: 'remarks',
  決議1483上の根拠: 'remarks',
};

const REQUIRED: readonly JpMofRole[] = [
  'noticeDate',
  'noticeNumber',
  'japaneseName',
  'englishName',
];
const HEADER_SEARCH_ROWS = 10;

/** A regime sheet's columns: the position of each role's columns (a role may have several). */
export type JpMofColumns = ReadonlyMap<JpMofRole, readonly number[]>;

/**
 * Finds the header row of a MOF regime sheet (the row naming 告示日付, 告示番号, 日本語表記 and
 * 英語表記) and maps its columns to roles; columns of no known role (電話, FAX) are left out.
 * Undefined for a sheet without that header (the 一覧 index, the lifted-regime sheets).
 */
export function readJpMofHeader(
  rows: readonly string[][],
): { headerIndex: number; columns: JpMofColumns } | undefined {
  for (const [headerIndex, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = new Map<JpMofRole, number[]>();
    row.forEach((cell, position) => {
      const role = ROLES[cell.replace(/\s+/g, '')];
      if (role !== undefined) columns.set(role, [...(columns.get(role) ?? []), position]);
    });
    if (REQUIRED.every((role) => columns.has(role))) return { headerIndex, columns };
  }
  return undefined;
}

/** True when a sheet is one of the MOF list's regime sheets. */
export function isJpMofSheet(rows: readonly string[][]): boolean {
  return readJpMofHeader(rows) !== undefined;
}
