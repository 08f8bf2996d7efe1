import { z } from 'zod';

/**
 * Names and payloads of the jobs that carry monitoring between slices (ADR 019). The slice that enqueues and
 * the slice that handles share only these, so no feature imports another.
 */
export const MONITORING_JOBS = {
  /** Enqueued in the activation transaction of a list version: re-screen every subject against its delta. */
  versionActivated: 'monitoring.version-activated',
  /**
   * Enqueued in the upload transaction of an organisation's watchlist version (ADR 042): screen that
   * organisation's active subjects against the version's added and changed rows.
   */
  watchlistVersion: 'monitoring.watchlist-version',
  /** One chunk of subjects against one version's delta, or against the whole index (nightly). */
  rescreenChunk: 'monitoring.rescreen-chunk',
  /** Alerts were raised: notify the reviewers (or queue them for the digest), e-mail, webhook alert.created. */
  alertsRaised: 'monitoring.alerts-raised',
  /** A decision was proposed and waits for a second reviewer: notify those who may approve. */
  decisionProposed: 'monitoring.decision-proposed',
  /** An alert was decided (approved decision) or escalated: webhook alert.decided, tell the maker. */
  alertDecided: 'monitoring.alert-decided',
} as const;

export const versionActivatedPayload = z.object({ listVersionId: z.uuid() });
export const watchlistVersionPayload = z.object({ watchlistVersionId: z.uuid() });
export const alertsRaisedPayload = z.object({ alertIds: z.array(z.uuid()).min(1) });
export const decisionProposedPayload = z.object({ decisionId: z.uuid() });
export const alertDecidedPayload = z.object({
  alertId: z.uuid(),
  decisionId: z.uuid(),
});

/** One chunk of a monitoring run: the active subjects whose ids lie in [fromSubjectId, toSubjectId]. */
export const rescreenChunkPayload = z.object({
  runId: z.uuid(),
  chunk: z.number().int().min(0),
  fromSubjectId: z.uuid(),
  toSubjectId: z.uuid(),
});
export type RescreenChunkPayload = z.infer<typeof rescreenChunkPayload>;
