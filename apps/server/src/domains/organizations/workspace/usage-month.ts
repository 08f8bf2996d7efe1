/**
 * The UTC calendar month of `now` as `YYYY-MM-DD` bounds (start inclusive, end exclusive). The dashboard's
 * monthly figures count the same month as the search counters and the plan's monthly limit
 * (docs/decisions/003-usage-day-boundary.md), so the tile and the limit never disagree.
 */
export function utcMonthOf(now: Date): { start: string; end: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
    end: new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10),
  };
}
