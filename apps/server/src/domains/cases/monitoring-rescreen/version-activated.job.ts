import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringRuns } from '../../../db/schema/monitoring';
import type { Clock } from '../../../lib/clock';
import { defineJob, enqueueJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { MONITORING_JOBS, versionActivatedPayload } from '../monitoring/monitoring-jobs';
import { WEBHOOK_JOBS } from '../../notifications';
import { closeRemovedEntryAlerts } from './close-removed-alerts';
import { planRescreenRun } from './plan-rescreen-run';
import { computeVersionDelta, findListVersion } from './version-delta';

/**
 * `monitoring.version-activated`: enqueued in the transaction that activates a list version. Closes the
 * alerts of removed entries, plans a delta run (chunks of active subjects) and tells the webhooks slice,
 * all in one transaction. Run twice, it finds its run and does nothing more.
 */
export function versionActivatedJob(): JobDefinition<{ listVersionId: string }> {
  return defineJob({
    name: MONITORING_JOBS.versionActivated,
    payload: versionActivatedPayload,
    handler: (payload, ctx) => planDeltaRun(ctx.db, ctx.clock, payload.listVersionId),
  });
}

async function planDeltaRun(db: Db, clock: Clock, listVersionId: string): Promise<void> {
  const version = await findListVersion(db, listVersionId);
  if (version === undefined || version.status === 'pending' || version.status === 'failed') return;
  const delta = await computeVersionDelta(db, version);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: monitoringRuns.id })
      .from(monitoringRuns)
      .where(and(eq(monitoringRuns.kind, 'delta'), eq(monitoringRuns.listVersionId, version.id)));
    if (existing) return;
    const closed = await closeRemovedEntryAlerts(tx, version, delta.removedSourceIds, now);
    const { runId } = await planRescreenRun(tx, {
      kind: 'delta',
      listVersionId: version.id,
      now,
    });
    if (closed > 0)
      await tx
        .update(monitoringRuns)
        .set({ alertsClosed: closed })
        .where(eq(monitoringRuns.id, runId));
    // Raw enqueue: the webhooks slice handles it, in whichever process registered it.
    await enqueueJob(
      tx,
      WEBHOOK_JOBS.listUpdated,
      { listVersionId: version.id },
      { jobKey: `${WEBHOOK_JOBS.listUpdated}:${version.id}` },
    );
  });
}
