/**
 * Share of a limit used, as a whole percent capped at 100 (spec 9: progress bars cap at 100 %).
 * Null when the limit is unlimited (null) or zero, where a bar would say nothing.
 */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null || limit <= 0) return null;
  return Math.min(100, Math.round((used / limit) * 100));
}
