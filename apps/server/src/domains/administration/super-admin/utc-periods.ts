const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day and month of an instant, as the usage counters and the console's "today" count them (ADR 003). */
export interface UtcPeriods {
  /** 00:00 UTC today. */
  dayStart: Date;
  /** 00:00 UTC tomorrow. */
  dayEnd: Date;
  /** `YYYY-MM-DD` of today: the `date` of the daily usage rows. */
  today: string;
  /** `YYYY-MM-DD` of the 1st of this month. */
  monthStart: string;
}

export function utcPeriods(now: Date): UtcPeriods {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const today = dayStart.toISOString().slice(0, 10);
  return {
    dayStart,
    dayEnd: new Date(dayStart.getTime() + DAY_MS),
    today,
    monthStart: `${today.slice(0, 7)}-01`,
  };
}

/** 00:00 UTC of a `YYYY-MM-DD` day, and of the day after it (for inclusive date filters). */
export function dayBounds(day: string): { start: Date; next: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, next: new Date(start.getTime() + DAY_MS) };
}
