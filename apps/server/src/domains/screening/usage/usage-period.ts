const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The counting periods of one instant. Days and months are UTC calendar periods
 * (docs/decisions/003-usage-day-boundary.md): every server instance and database agrees on them
 * whatever its local time zone, and a day is always 24 hours (no DST).
 */
export interface UsagePeriods {
  /** `YYYY-MM-DD` of today (UTC): the `date` column of the daily counters. */
  today: string;
  /** `YYYY-MM-DD` of the 1st of this month (UTC). */
  monthStart: string;
  /** `YYYY-MM-DD` six days before today: with today, the last 7 days. */
  weekStart: string;
  /** 00:00 UTC today. */
  dayStartsAt: Date;
  /** Next 00:00 UTC: when the daily counter resets. */
  dayResetsAt: Date;
  /** 1st of next month, 00:00 UTC: when the monthly counter resets. */
  monthResetsAt: Date;
  hoursUntilDayReset: number;
  daysUntilMonthReset: number;
}

export function usagePeriods(now: Date): UsagePeriods {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const dayStartsAt = new Date(Date.UTC(year, month, now.getUTCDate()));
  const dayResetsAt = new Date(dayStartsAt.getTime() + DAY_MS);
  const monthResetsAt = new Date(Date.UTC(year, month + 1, 1));
  return {
    today: isoDate(dayStartsAt),
    monthStart: isoDate(new Date(Date.UTC(year, month, 1))),
    weekStart: isoDate(new Date(dayStartsAt.getTime() - 6 * DAY_MS)),
    dayStartsAt,
    dayResetsAt,
    monthResetsAt,
    hoursUntilDayReset: Math.ceil((dayResetsAt.getTime() - now.getTime()) / HOUR_MS),
    daysUntilMonthReset: Math.ceil((monthResetsAt.getTime() - now.getTime()) / DAY_MS),
  };
}

const UTC_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 May 2026": the UTC calendar date of an instant, as the English limit texts write it. */
export function formatUtcDate(instant: Date): string {
  return UTC_DATE.format(instant);
}

/** `YYYY-MM-DD` of an instant in UTC. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whole UTC days from `from`'s day to `to`'s day, counting both (same day = 1). */
export function utcDaysInclusive(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.max(1, Math.round((end - start) / DAY_MS) + 1);
}
