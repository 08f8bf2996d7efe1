import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoredSubjects } from '../../../db/schema/monitoring';
import type { Clock } from '../../../lib/clock';
import { defineJob, enqueueJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { MONITORING_JOBS, watchlistVersionPayload } from '../monitoring/monitoring-jobs';
import { screenSubjects } from '../monitoring/screen-subjects';
import { closeRemovedWatchlistAlerts } from './close-removed-alerts';
import { readWatchlistVersionDelta } from './watchlist-delta-rows';

/** Subjects read and screened per transaction. */
const SUBJECTS_PER_BATCH = 500;

/**
 * `monitoring.watchlist-version`: enqueued in the upload transaction of a watchlist version (ADR 042).
 * Screens the organisation's active subjects against the version's added and changed rows only (the
 * official lists are not screened again), raising `watchlist` alerts, and closes the undecided alerts of
 * rows it no longer has. A retry after a crash raises each
 * alert once (the one-undecided-alert index), so the batches need no progress record.
 */
export function watchlistVersionJob(): JobDefinition<{ watchlistVersionId: string }> {
  return defineJob({
    name: MONITORING_JOBS.watchlistVersion,
    payload: watchlistVersionPayload,
    handler: (payload, ctx) => screenWatchlistDelta(ctx.db, ctx.clock, payload.watchlistVersionId),
  });
}

async function screenWatchlistDelta(db: Db, clock: Clock, watchlistVersionId: string) {
  const delta = await readWatchlistVersionDelta(db, watchlistVersionId);
  if (delta === undefined) return;
  const { removedSourceIds } = delta;
  if (removedSourceIds.length > 0)
    await db.transaction((tx) =>
      closeRemovedWatchlistAlerts(tx, watchlistVersionId, removedSourceIds, clock.now()),
    );
  if (delta.rowIds.size === 0) return;
  let after: string | undefined;
  for (;;) {
    const subjects = await db
      .select()
      .from(monitoredSubjects)
      .where(
        and(
          eq(monitoredSubjects.organizationId, delta.organizationId),
          eq(monitoredSubjects.status, 'active'),
          after === undefined ? undefined : gt(monitoredSubjects.id, after),
        ),
      )
      .orderBy(asc(monitoredSubjects.id))
      .limit(SUBJECTS_PER_BATCH);
    if (subjects.length === 0) return;
    await screenSubjects(
      // Raw enqueue for alertsRaised: the notifications slice handles it in whichever process knows it.
      { db, clock, enqueue: enqueueJob },
      {
        subjects,
        findMatches: () => Promise.resolve([]),
        versions: [],
        trigger: 'list_update',
        watchlistRows: delta.rowIds,
        listVersionId: null,
      },
    );
    after = subjects.at(-1)?.id;
  }
}
