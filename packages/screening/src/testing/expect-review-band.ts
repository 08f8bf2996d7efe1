import { expect } from 'vitest';
import type { ScreeningMatch } from '../types';

/** What a rule test expects of one listed party: no alert, or an alert for review at most medium (low: low risk). */
export type ReviewOutcome = 'none' | 'review' | 'low' | 'alert';

/**
 * Asserts the band a round-3 rule holds a match in: below the alert (70) for 'none', otherwise an alert below
 * high, at low risk for 'low'. Returns whether an alert was expected, so a test checks its notes only then.
 */
export function expectReviewBand(
  match: ScreeningMatch | undefined,
  expected: ReviewOutcome,
): boolean {
  const confidence = match?.confidence ?? 0;
  if (expected === 'none') {
    expect(confidence).toBeLessThan(70);
    return false;
  }
  expect(confidence).toBeGreaterThanOrEqual(70);
  expect(confidence).toBeLessThan(90);
  if (expected === 'low') expect(match?.riskLevel).toBe('low');
  return true;
}
