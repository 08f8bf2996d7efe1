import type { PartialDate } from '@sanctions/screening';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:T[\d:.]+Z?)?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const YEAR = /^(\d{4})$/;
const YEAR_RANGE = /^(?:between\s+)?(\d{4})\s*(?:-|–|to|and)\s*(\d{4})$/i;
/** "12 Jan. 1961", "12 January 1961", "Jan 1961", "January, 1961". */
const WORDED = /^(?:(\d{1,2})\s+)?([A-Za-z]{3,9})\.?,?\s*(\d{4})$/;
const CIRCA = /^(?:approximately|approx\.?|circa|ca\.?|about|around|c\.)\s+/i;
/** Earliest and latest plausible birth or listing years; a bound keeps Hijri years (e.g. 1402) out. */
const MIN_YEAR = 1850;
const MAX_YEAR = 2100;

/**
 * Reads one date written in free text by a publication that has no date fields: ISO
 * (`1965-04-29`, `1972-04`), day-first numeric (`29/04/1965`), worded (`12 Jan. 1961`, `Sep 1961`),
 * a year, a year range (`1955-1958`, `Between 1955 and 1958`) and any of these after "Approximately"
 * or "circa". Unknown parts are left out, never guessed; text it cannot read keeps only `raw`.
 * Undefined for blank text.
 */
export function readFreeTextDate(text: string): PartialDate | undefined {
  const raw = text.replace(/\s+/g, ' ').trim();
  if (raw === '') return undefined;
  const circa = CIRCA.test(raw);
  const body = raw
    .replace(CIRCA, '')
    .replace(/[.,;]+$/, '')
    .trim();
  const read = readBody(body);
  if (read === undefined) return { raw };
  return { raw, ...read, ...(circa ? { circa: true } : {}) };
}

function readBody(body: string): Omit<PartialDate, 'raw'> | undefined {
  const iso = ISO.exec(body);
  if (iso) return parts(Number(iso[1]), Number(iso[2]), iso[3] === undefined ? 0 : Number(iso[3]));
  const numeric = DAY_MONTH_YEAR.exec(body);
  if (numeric) return parts(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const year = YEAR.exec(body);
  if (year) return parts(Number(year[1]), 0, 0);
  const range = YEAR_RANGE.exec(body);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    if (plausibleYear(from) && plausibleYear(to) && from <= to) return { year: from, toYear: to };
    return undefined;
  }
  const worded = WORDED.exec(body);
  const month = worded ? MONTHS.indexOf((worded[2] ?? '').slice(0, 3).toLowerCase()) + 1 : 0;
  if (worded && month > 0) {
    return parts(Number(worded[3]), month, worded[1] === undefined ? 0 : Number(worded[1]));
  }
  return undefined;
}

function parts(year: number, month: number, day: number): Omit<PartialDate, 'raw'> | undefined {
  if (!plausibleYear(year)) return undefined;
  const hasMonth = month >= 1 && month <= 12;
  return {
    year,
    ...(hasMonth ? { month } : {}),
    ...(hasMonth && day >= 1 && day <= 31 ? { day } : {}),
  };
}

function plausibleYear(year: number): boolean {
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A complete free-text date as ISO `YYYY-MM-DD`; undefined when partial or unreadable. */
export function freeTextDateToIso(text: string): string | undefined {
  const date = readFreeTextDate(text);
  if (date?.year === undefined || date.month === undefined || date.day === undefined) {
    return undefined;
  }
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
