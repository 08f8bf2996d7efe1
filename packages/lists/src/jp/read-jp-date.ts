import type { PartialDate } from '@sanctions/screening';
import { readFreeTextDate } from '../common/read-free-text-date';
import { splitLettered } from '../common/split-lettered';
import { excelSerialToIso } from '../common/xlsx';

const JP_DATE = /(\d{4})\s*年\s*(?:(\d{1,2})\s*月\s*(?:(\d{1,2})\s*日)?)?/;
/** "1966/2/2": year first, as Japanese dates are written. */
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const JP_RANGE = /(\d{4})\s*年\s*(?:から|-|－|～|~)\s*(\d{4})\s*年/;
/** A cell the sheet did not format as a date still holds Excel's day number ("23996"). */
const SERIAL = /^\d{5}(?:\.0+)?$/;
/** 頃 "about"; 又は "or"; the English line of a two-language cell ("1970年生\nBorn 1970") repeats it. */
const ALTERNATIVES = /又は|、|\n|;/;

/**
 * Reads the dates of birth of a MOF cell: Japanese dates (`1962年12月26日`, `1963年頃`,
 * `1955年から1958年の間`), ISO dates of date cells, Excel day numbers of cells not formatted as
 * dates, alternatives lettered "(a)...(b)..." or joined by 又は. Full-width digits are read as
 * digits. A piece that yields no year is dropped when another piece yields one (it is the
 * English repeat or a note); a cell with no readable date keeps its text.
 */
export function readJpBirthDates(cell: string): PartialDate[] {
  const text = cell.normalize('NFKC').trim();
  if (text === '' || text === '不明') return [];
  const pieces = splitLettered(text.replace(/\(([a-z])\)/g, ' $1) ').trim())
    .flatMap((item) => item.split(ALTERNATIVES))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const dates = pieces.map(readPiece);
  const dated = dates.filter((date) => date.year !== undefined);
  if (dated.length > 0) return dated;
  return [{ raw: cell.trim() }];
}

function readPiece(piece: string): PartialDate {
  const circa = piece.includes('頃') ? { circa: true } : {};
  if (SERIAL.test(piece)) {
    const iso = excelSerialToIso(Number(piece));
    return { raw: iso, ...(readFreeTextDate(iso) ?? {}), ...circa };
  }
  const range = JP_RANGE.exec(piece);
  if (range && Number(range[1]) <= Number(range[2])) {
    return { raw: piece, year: Number(range[1]), toYear: Number(range[2]), ...circa };
  }
  const yearFirst = YEAR_FIRST.exec(piece);
  if (yearFirst) {
    const iso = `${yearFirst[1]}-${(yearFirst[2] ?? '').padStart(2, '0')}-${(yearFirst[3] ?? '').padStart(2, '0')}`;
    return { ...(readFreeTextDate(iso) ?? {}), raw: piece };
  }
  const date = JP_DATE.exec(piece);
  if (date) {
    const month = date[2] === undefined ? undefined : Number(date[2]);
    const day = date[3] === undefined ? undefined : Number(date[3]);
    return {
      raw: piece,
      year: Number(date[1]),
      ...(month !== undefined && month >= 1 && month <= 12 ? { month } : {}),
      ...(month !== undefined && day !== undefined && day >= 1 && day <= 31 ? { day } : {}),
      ...circa,
    };
  }
  return { ...(readFreeTextDate(piece) ?? { raw: piece }), ...circa };
}

/** The notice date "2001.9.22" as ISO; undefined for anything else. */
export function jpNoticeDateToIso(text: string): string | undefined {
  const match = /^(\d{4})\.(\d{1,2})\.(\d{1,2})/.exec(text.normalize('NFKC').trim());
  if (!match) return undefined;
  const pad = (value: string | undefined): string => (value ?? '').padStart(2, '0');
  return `${match[1]}-${pad(match[2])}-${pad(match[3])}`;
}
