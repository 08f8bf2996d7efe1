/** A span of UTC calendar days, start included, end excluded (`YYYY-MM-DD`, as organization_usage dates). */
export interface UsageWindow {
  start: Date;
  end: Date;
  firstDay: string;
  /** The day after the last one counted. */
  endDay: string;
}

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The day a window ending at `end` stops before: a period ending at 09:00 counts that day's usage too. */
function endDayOf(end: Date): string {
  const midnight = new Date(`${dayOf(end)}T00:00:00.000Z`);
  return midnight.getTime() === end.getTime()
    ? dayOf(end)
    : dayOf(new Date(midnight.getTime() + 86_400_000));
}

/**
 * What "this period" means for usage figures: the subscription's current period while `now` is inside
 * it, otherwise the current UTC calendar month (ADR 003's month), e.g. before a paid period starts.
 */
export function currentUsageWindow(
  period: { currentPeriodStart: Date | null; currentPeriodEnd: Date | null } | undefined,
  now: Date,
): UsageWindow {
  const start = period?.currentPeriodStart ?? null;
  const end = period?.currentPeriodEnd ?? null;
  if (start !== null && end !== null && start <= now && now < end) {
    return { start, end, firstDay: dayOf(start), endDay: endDayOf(end) };
  }
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: monthStart, end: monthEnd, firstDay: dayOf(monthStart), endDay: dayOf(monthEnd) };
}
