/**
 * Share of a limit used, as a whole percentage capped at 100 (spec 9: progress bars cap at 100 %); null
 * when the limit is unlimited (null) so no bar or percentage is drawn.
 */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
