import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { SANCTION_LISTS } from '../search';

/** GET /api/v2/monitoring/statistics: the organisation's case figures for its dashboard. */
export const caseStatisticsSchema = z.object({
  subjects: z.object({ active: z.number().int(), paused: z.number().int() }),
  open: z.number().int(),
  escalated: z.number().int(),
  proposed: z.number().int(),
  decided: z.number().int(),
  /** Median hours from raising to the approved decision, null without decided alerts. */
  medianHoursToDecision: z.number().nullable(),
  /** Per list: decided alerts and the share of them approved as false positives (0-1). */
  perList: z.array(
    z.object({
      sanctionList: z.enum(SANCTION_LISTS),
      decided: z.number().int(),
      falsePositives: z.number().int(),
      falsePositiveRate: z.number().nullable(),
    }),
  ),
});
export type CaseStatistics = z.infer<typeof caseStatisticsSchema>;

export const caseStatisticsResponseSchema = successEnvelope(caseStatisticsSchema);
