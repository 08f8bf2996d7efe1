import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { SANCTION_LISTS } from '../search';
import { ALERT_KINDS } from './alerts';

/** GET /api/v2/monitoring/statistics: the organisation's case figures for its dashboard. */
export const caseStatisticsSchema = z.object({
  subjects: z.object({ active: z.number().int(), paused: z.number().int() }),
  open: z.number().int(),
  escalated: z.number().int(),
  proposed: z.number().int(),
  decided: z.number().int(),
  /** Median hours from raising to the approved decision, null without decided alerts. */
  medianHoursToDecision: z.number().nullable(),
  /**
   * Per official sanctions list: decided alerts and the share of them approved as false positives (0-1).
   * PEP and watchlist alerts are not in these rows: see `perSource`.
   */
  perList: z.array(
    z.object({
      sanctionList: z.enum(SANCTION_LISTS),
      decided: z.number().int(),
      falsePositives: z.number().int(),
      falsePositiveRate: z.number().nullable(),
    }),
  ),
  /**
   * Per source of the listed party, one row each in `ALERT_KINDS` order: official sanctions lists, politically
   * exposed persons (ADR 040) and the organisation's own watchlists (ADR 042), reported apart because they
   * are different risks. `undecided` is open, escalated and awaiting approval; the rows add up to the totals.
   */
  perSource: z.array(
    z.object({
      source: z.enum(ALERT_KINDS),
      undecided: z.number().int(),
      decided: z.number().int(),
      falsePositives: z.number().int(),
      falsePositiveRate: z.number().nullable(),
    }),
  ),
});
export type CaseStatistics = z.infer<typeof caseStatisticsSchema>;

export const caseStatisticsResponseSchema = successEnvelope(caseStatisticsSchema);
