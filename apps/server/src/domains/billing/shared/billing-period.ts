import type { BillingCycle } from '@sanctions/contracts';

/**
 * The end of a billing period that starts at `start`: one calendar month or year later in UTC, the
 * way a customer reads "monthly" (15 Jan -> 15 Feb). A start on a day the target month lacks ends on
 * that month's last day (31 Jan -> 28/29 Feb), so a period is never longer than its calendar span.
 */
export function addBillingPeriod(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
