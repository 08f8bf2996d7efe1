import { DEFAULT_RISK_THRESHOLDS } from '@sanctions/screening';

/**
 * What an analysis says about the outcome, read from its wording (English and Arabic), so a test can hold every
 * note to the confidence it explains: a note written before a later cap or floor must not contradict the score.
 */
const SAYS_NOT_AN_ALERT = [
  /not an alert/,
  /never an alert/,
  /below the alert/,
  /دون التنبيه/,
  /لا تنبيه/,
] as const;
const SAYS_NOT_HIGH = [
  /held below high/,
  /never high/,
  /not high\./,
  /لا مرتفعة\./,
  /دون المرتفعة للمراجعة/,
  /لا تكون مرتفعة أبداً/,
] as const;
const SAYS_AN_ALERT = [
  /(?<!not |never )\ban alert for review\b/,
  /reaches the alert/,
  /نتيجة تنبيه/,
  /بلغت درجة الثقة هنا حدّ التنبيه/,
] as const;

export interface ClaimConflict {
  readonly confidence: number;
  readonly claim: string;
  readonly text: string;
}

/** Every claim of `text` the `confidence` contradicts (alert = at or above the low band, high = the high band). */
export function claimConflicts(text: string, confidence: number): ClaimConflict[] {
  const alert = confidence >= DEFAULT_RISK_THRESHOLDS.low;
  const high = confidence >= DEFAULT_RISK_THRESHOLDS.high;
  const found: ClaimConflict[] = [];
  const check = (patterns: readonly RegExp[], contradicted: boolean): void => {
    if (!contradicted) return;
    for (const pattern of patterns) {
      const hit = pattern.exec(text);
      if (hit !== null) found.push({ confidence, claim: hit[0], text });
    }
  };
  check(SAYS_NOT_AN_ALERT, alert);
  check(SAYS_NOT_HIGH, high);
  check(SAYS_AN_ALERT, !alert);
  return found;
}
