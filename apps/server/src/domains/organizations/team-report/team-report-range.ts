import { TEAM_REPORT_MAX_DAYS, TEAM_REPORT_MESSAGES } from '@sanctions/contracts';
import type { TeamReportPeriod } from '@sanctions/contracts';
import { AppError } from '../../../lib/app-error';

const DAY_MS = 86_400_000;

/** The report's UTC window: `[start, end)` covers every day from `from` to `to` inclusive. */
export interface TeamReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const dayText = (date: Date): string => date.toISOString().slice(0, 10);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path: [path], message }] });
}

/** Checks the order and length of the range (the contract has already checked each day is real). */
export function teamReportRange(from: string, to: string): TeamReportRange {
  if (from > to) throw invalid('to', TEAM_REPORT_MESSAGES.endBeforeStart);
  const start = dayStart(from);
  const end = new Date(dayStart(to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > TEAM_REPORT_MAX_DAYS) {
    throw invalid('from', TEAM_REPORT_MESSAGES.tooLong);
  }
  return { from, to, start, end };
}

/** The first day of the period holding `day`: itself, the Monday of its ISO week, or the 1st of its month. */
export function periodStartOf(day: string, period: TeamReportPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const date = dayStart(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return dayText(new Date(date.getTime() - sinceMonday * DAY_MS));
}

function nextPeriodStart(periodStart: string, period: TeamReportPeriod): string {
  if (period === 'month') {
    const date = dayStart(periodStart);
    return dayText(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  }
  const step = period === 'week' ? 7 : 1;
  return dayText(new Date(dayStart(periodStart).getTime() + step * DAY_MS));
}

/**
 * Every period that touches the range, in order. The first may start before `from` (a week from its
 * Monday, a month from its 1st); only the range's days are counted in it.
 */
export function periodStartsOf(range: TeamReportRange, period: TeamReportPeriod): string[] {
  const starts: string[] = [];
  for (
    let start = periodStartOf(range.from, period);
    start <= range.to;
    start = nextPeriodStart(start, period)
  ) {
    starts.push(start);
  }
  return starts;
}
