/** Colour band of a usage percentage (spec 2.9 and 9: thresholds 50, 75, 90). */
export type UsageBand = 'green' | 'yellow' | 'orange' | 'red';

export const USAGE_BAND_THRESHOLDS = { yellow: 50, orange: 75, red: 90 } as const;

/** 90 % or more red, 75 % or more orange, 50 % or more yellow, else green. */
export function usageBandOf(percentage: number): UsageBand {
  if (percentage >= USAGE_BAND_THRESHOLDS.red) return 'red';
  if (percentage >= USAGE_BAND_THRESHOLDS.orange) return 'orange';
  if (percentage >= USAGE_BAND_THRESHOLDS.yellow) return 'yellow';
  return 'green';
}

/** A percentage for display: 0 to 100 (spec: progress bars are capped at 100 %), NaN as 0. */
export function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

/** used / limit in percent, capped; a limit of 0 counts as full as soon as anything is used. */
export function percentageOf(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return clampPercentage((used / limit) * 100);
}
