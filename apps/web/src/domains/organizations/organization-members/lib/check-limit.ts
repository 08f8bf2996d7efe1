/** Why a typed limit is refused: not a whole number of 0 or more, or above the plan's allowance. */
export type LimitProblem = 'invalid' | 'abovePlan';

/** A typed personal limit as the server accepts it: a whole number from 0 up to `planMax` (if any). */
export function checkLimit(
  input: string,
  planMax: number | null,
): { value: number; problem?: undefined } | { value?: undefined; problem: LimitProblem } {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: 'invalid' };
  const value = Number(trimmed);
  if (planMax !== null && value > planMax) return { problem: 'abovePlan' };
  return { value };
}
