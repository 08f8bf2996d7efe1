/** Waits after failed attempts 1, 2, 3...: 1 min, 5 min, 30 min, 2 h, then every 6 h (ADR 021). */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/** When to try again after `attempts` failed attempts; null once that lands at or past `expiresAt`. */
export function nextAttemptAt(attempts: number, failedAt: Date, expiresAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 60_000;
  const next = new Date(failedAt.getTime() + delay);
  return next < expiresAt ? next : null;
}
