/**
 * The time rules of cash billing (ADR 009). Kept in one place so the daily job, the notices and the
 * tests read the same numbers.
 */

/** A renewal invoice is issued this many days before the current period ends. */
export const RENEWAL_LEAD_DAYS = 7;

/** Days an invoice may stay unpaid past its due date before the subscription is suspended. */
export const GRACE_PERIOD_DAYS = 14;

/** The "trial ending" notice goes out this many days before the trial ends. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `at` moved by whole days (24-hour steps: every rule here is measured in elapsed time). */
export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
