import type { PartialDate } from '@sanctions/screening';

const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const UK_MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const YEAR = /^(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const ENUMERATION_MARK = /\(\d+\)\s*/;

/**
 * Reads a UK (OFSI/FCDO) date of birth. UK lists write `dd/mm/yyyy` with `00` for an unknown day
 * or month (`00/00/1958` is "some day in 1958"; the FCDO list writes `dd/mm/1958`), and sometimes
 * `mm/yyyy` or `yyyy`; an ISO date
 * comes from a spreadsheet date cell. Unknown parts are left out, never guessed.
 */
export function readUkPartialDate(text: string): PartialDate | undefined {
  const raw = text.trim();
  if (raw === '') return undefined;
  // The FCDO list writes the unknown parts as letters: "dd/mm/1965".
  const numeric = raw.replace(/^dd\//i, '00/').replace(/(^|\/)mm\//i, '$100/');
  const full = UK_DATE.exec(numeric);
  if (full) return datePart(raw, Number(full[3]), Number(full[2]), Number(full[1]));
  const monthYear = UK_MONTH_YEAR.exec(numeric);
  if (monthYear) return datePart(raw, Number(monthYear[2]), Number(monthYear[1]), 0);
  const year = YEAR.exec(raw);
  if (year) return datePart(raw, Number(year[1]), 0, 0);
  const iso = ISO_DATE.exec(raw);
  if (iso) return datePart(raw, Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return { raw };
}

function datePart(raw: string, year: number, month: number, day: number): PartialDate {
  const hasMonth = month >= 1 && month <= 12;
  return {
    raw,
    ...(year > 0 ? { year } : {}),
    ...(hasMonth ? { month } : {}),
    ...(hasMonth && day >= 1 && day <= 31 ? { day } : {}),
  };
}

/** A complete UK `dd/mm/yyyy` (or ISO) date as ISO `YYYY-MM-DD`; `undefined` when partial or unreadable. */
export function ukDateToIso(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = readUkPartialDate(text);
  if (date?.year === undefined || date.month === undefined || date.day === undefined)
    return undefined;
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Splits OFSI's enumerated cells, "(1) Tunis (2) - (3) Sfax", into their items, in order.
 * A `-` item (OFSI's "not known") stays as `''` so items of paired columns keep their positions.
 */
export function splitEnumerated(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!trimmed.startsWith('(1)')) return [trimmed];
  return trimmed
    .split(ENUMERATION_MARK)
    .slice(1)
    .map((item) => item.trim().replace(/\.$/, '').trim())
    .map((item) => (item === '-' ? '' : item));
}

/** Values without blanks or repeats, first occurrence first. */
export function uniqueText(items: string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
