import { ANALYTICS_RANGE_DAYS } from '@sanctions/contracts';
import type { AnalyticsRange } from '@sanctions/contracts';

const DAY_MS = 86_400_000;

/**
 * The instants one analytics reading counts between. A range is its last N UTC calendar days, today
 * included ([rangeStart, rangeEnd)); the previous period is the N days before it. Days are UTC like the
 * usage counters (docs/decisions/003-usage-day-boundary.md), so every instance agrees on them.
 */
export interface AnalyticsWindow {
  days: number;
  previousStart: Date;
  rangeStart: Date;
  /** Next 00:00 UTC: the end (exclusive) of today and of the range. */
  rangeEnd: Date;
  yesterdayStart: Date;
  todayStart: Date;
  /** YYYY-MM-DD of the range's first day, of today and of the 1st of this month. */
  fromDate: string;
  todayDate: string;
  monthStartDate: string;
}

const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

export function analyticsWindow(range: AnalyticsRange, now: Date): AnalyticsWindow {
  const days = ANALYTICS_RANGE_DAYS[range];
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const rangeStart = new Date(todayStart.getTime() - (days - 1) * DAY_MS);
  return {
    days,
    previousStart: new Date(rangeStart.getTime() - days * DAY_MS),
    rangeStart,
    rangeEnd: new Date(todayStart.getTime() + DAY_MS),
    yesterdayStart: new Date(todayStart.getTime() - DAY_MS),
    todayStart,
    fromDate: isoDate(rangeStart),
    todayDate: isoDate(todayStart),
    monthStartDate: isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
  };
}
