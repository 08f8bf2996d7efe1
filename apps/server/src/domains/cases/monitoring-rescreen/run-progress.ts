import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { monitoringRuns } from '../../../db/schema/monitoring';

/**
 * Adds one chunk's counts to its run, in the chunk's write transaction, and completes the run with its
 * last chunk. A chunk re-run after its commit (its job's completion was lost) counts its subjects again
 * but never its alerts (none are new), and the done count never passes the total.
 */
export async function recordChunkDone(
  tx: DbOrTx,
  runId: string,
  counts: { subjectsScreened: number; alertsRaised: number },
  now: Date,
): Promise<void> {
  const done = sql`least(${monitoringRuns.doneChunks} + 1, ${monitoringRuns.totalChunks})`;
  await tx
    .update(monitoringRuns)
    .set({
      doneChunks: done,
      subjectsScreened: sql`${monitoringRuns.subjectsScreened} + ${counts.subjectsScreened}`,
      alertsRaised: sql`${monitoringRuns.alertsRaised} + ${counts.alertsRaised}`,
      status: sql`case when ${done} >= ${monitoringRuns.totalChunks} then 'completed' else ${monitoringRuns.status} end`,
      finishedAt: sql`case when ${done} >= ${monitoringRuns.totalChunks} then ${now.toISOString()}::timestamptz else ${monitoringRuns.finishedAt} end`,
    })
    .where(eq(monitoringRuns.id, runId));
}
