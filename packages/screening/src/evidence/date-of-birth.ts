import { EVIDENCE } from '../config';
import type { PartialDate } from '../model/list-entity';
import type { EvidenceExplanation } from '../types';

/** A date as an inclusive interval of days plus the precision it was given with. */
interface DateInterval {
  from: number;
  to: number;
  precision: 'year' | 'month' | 'day';
  year: number;
  month?: number;
  day?: number;
}

const QUERY_DATE_RE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validMonth(month: number | undefined): month is number {
  return month !== undefined && Number.isInteger(month) && month >= 1 && month <= 12;
}

function validDay(day: number | undefined): day is number {
  return day !== undefined && Number.isInteger(day) && day >= 1 && day <= 31;
}

/** Parses the query's 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; undefined when malformed (no evidence then). */
export function parseQueryDate(text: string): DateInterval | undefined {
  const match = QUERY_DATE_RE.exec(text.trim());
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  if (month !== undefined && !validMonth(month)) return undefined;
  if (
    day !== undefined &&
    (!validDay(day) || month === undefined || day > lastDayOfMonth(year, month))
  )
    return undefined;
  return interval(year, month, day, year, month, day, false);
}

function interval(
  year: number,
  month: number | undefined,
  day: number | undefined,
  toYear: number,
  toMonth: number | undefined,
  toDay: number | undefined,
  circa: boolean,
): DateInterval {
  const widen = circa ? EVIDENCE.circaYears : 0;
  const fromMonth = validMonth(month) ? month : 1;
  const fromDay = validMonth(month) && validDay(day) ? day : 1;
  const endMonth = validMonth(toMonth) ? toMonth : 12;
  const endDay =
    validMonth(toMonth) && validDay(toDay)
      ? Math.min(toDay, lastDayOfMonth(toYear, endMonth))
      : lastDayOfMonth(toYear, endMonth);
  const precision = validMonth(month) ? (validDay(day) ? 'day' : 'month') : 'year';
  return {
    from: dayNumber(year - widen, fromMonth, fromDay),
    to: dayNumber(toYear + widen, endMonth, endDay),
    precision: circa || toYear !== year || toMonth !== month ? 'year' : precision,
    year,
    ...(validMonth(month) ? { month } : {}),
    ...(validMonth(month) && validDay(day) ? { day } : {}),
  };
}

/** A listed date as an interval; ranges ("1955 to 1958") and "circa" widen it. Undefined without a year. */
function listedInterval(date: PartialDate): DateInterval | undefined {
  if (date.year === undefined || !Number.isInteger(date.year)) return undefined;
  const ranged = date.toYear !== undefined;
  return interval(
    date.year,
    date.month,
    date.day,
    date.toYear ?? date.year,
    ranged ? date.toMonth : date.month,
    ranged ? date.toDay : date.day,
    date.circa === true,
  );
}

function describe(date: DateInterval): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  if (date.day !== undefined && date.month !== undefined)
    return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  if (date.month !== undefined) return `${date.year}-${pad(date.month)}`;
  return String(date.year);
}

function compareOne(query: DateInterval, listed: DateInterval, raw: string): EvidenceExplanation {
  const queryValue = describe(query);
  const detail = `query ${queryValue} vs listed ${raw}`;
  const values = { queryValue, listedValue: raw };
  if (query.from <= listed.to && listed.from <= query.to) {
    const precision =
      query.precision === 'day' && listed.precision === 'day'
        ? 'day'
        : query.precision !== 'year' && listed.precision !== 'year'
          ? 'month'
          : 'year';
    const adjustment =
      precision === 'day'
        ? EVIDENCE.dobFullAgree
        : precision === 'month'
          ? EVIDENCE.dobMonthAgree
          : EVIDENCE.dobYearAgree;
    return { kind: 'dateOfBirth', outcome: 'agree', adjustment, detail, ...values };
  }
  if (query.precision === 'day' && listed.precision === 'day' && query.year === listed.year) {
    const swapped = query.month === listed.day && query.day === listed.month;
    return {
      kind: 'dateOfBirth',
      outcome: 'partial',
      adjustment: swapped ? EVIDENCE.dobDayMonthSwapped : EVIDENCE.dobSameYearOtherDay,
      detail,
      ...values,
    };
  }
  const gapDays = query.from > listed.to ? query.from - listed.to : listed.from - query.to;
  if (gapDays <= 366 || query.year === listed.year) {
    return {
      kind: 'dateOfBirth',
      outcome: 'partial',
      adjustment:
        query.year === listed.year ? EVIDENCE.dobSameYearOtherDay : EVIDENCE.dobOneYearOff,
      detail,
      ...values,
    };
  }
  return {
    kind: 'dateOfBirth',
    outcome: 'conflict',
    adjustment: EVIDENCE.dobConflict,
    detail,
    ...values,
  };
}

/**
 * Date-of-birth evidence (research 7.5): the best outcome over the listed dates (lists often give
 * several). Undefined when either side has no usable date.
 */
export function compareDateOfBirth(
  queryDate: string | undefined,
  listed: readonly PartialDate[],
): EvidenceExplanation | undefined {
  if (queryDate === undefined || queryDate.trim() === '') return undefined;
  const query = parseQueryDate(queryDate);
  if (query === undefined) return undefined;
  let best: EvidenceExplanation | undefined;
  for (const date of listed) {
    const interval = listedInterval(date);
    if (interval === undefined) continue;
    const outcome = compareOne(query, interval, date.raw);
    if (best === undefined || outcome.adjustment > best.adjustment) best = outcome;
  }
  return best;
}
