const SECONDS_PER_HOUR = 3600;

/** Median of durations in seconds, in hours to two decimals; null when there is nothing to measure. */
export function medianHours(seconds: readonly number[]): number | null {
  if (seconds.length === 0) return null;
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((median / SECONDS_PER_HOUR) * 100) / 100;
}
