/**
 * Growth of `current` over `previous` in percent, one decimal; null when the previous period had nothing
 * to compare with (a rise from zero has no percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
