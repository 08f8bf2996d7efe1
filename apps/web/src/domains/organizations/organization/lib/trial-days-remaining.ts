const DAY_MS = 86_400_000;

/**
 * Whole days left of a trial, rounded up (a trial ending in 30 hours has 2 days left); null when there is
 * no trial end or it is not in the future (spec 4: a trial is active while its end date is in the future).
 */
export function trialDaysRemaining(trialEnd: string | null, now: Date): number | null {
  if (trialEnd === null) return null;
  const left = new Date(trialEnd).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : null;
}
