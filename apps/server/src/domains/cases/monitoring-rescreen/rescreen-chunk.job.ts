import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoredSubjects, monitoringRuns } from '../../../db/schema/monitoring';
import type { Clock } from '../../../lib/clock';
import { defineJob, enqueueJob } from '../../../lib/jobs';
import type { JobDefinition } from '../../../lib/jobs';
import { fullIndexMatches } from '../monitoring/full-index-matches';
import { MONITORING_JOBS, rescreenChunkPayload } from '../monitoring/monitoring-jobs';
import type { RescreenChunkPayload } from '../monitoring/monitoring-jobs';
import { screenSubjects } from '../monitoring/screen-subjects';
import type { FindSubjectMatches } from '../monitoring/screen-subjects';
import type { ScreeningIndexHandle } from '../../../plugins/screening-index';
import type { RemoteIndexState } from '../../screening';
import { deltaIndexOf } from './delta-index-cache';
import { deltaMatches } from './delta-matches';
import { indexGeneration, sharedMatcher } from './matcher-cache';
import { recordChunkDone } from './run-progress';
import { findListVersion } from './version-delta';

/** The screening index wherever it is held (`app.screeningIndex`, ADR 033). */
type RescreenIndex = Pick<ScreeningIndexHandle, 'describe' | 'screenMany' | 'rebuild'>;

/** A full pass of 2,000 subjects takes a few seconds; the lease leaves room for a slow machine. */
const CHUNK_LEASE_MS = 10 * 60_000;

/**
 * `monitoring.rescreen-chunk`: screens one chunk of a run (a version's delta, or the full index) and
 * commits its alerts with the run's progress. Safe to run twice: alerts are raised once (the undecided
 * alert's unique index), so a chunk that died mid-way is simply run again.
 */
export function rescreenChunkJob(index: RescreenIndex): JobDefinition<RescreenChunkPayload> {
  return defineJob({
    name: MONITORING_JOBS.rescreenChunk,
    payload: rescreenChunkPayload,
    leaseMs: CHUNK_LEASE_MS,
    handler: (payload, ctx) => screenChunk(ctx.db, ctx.clock, index, payload),
  });
}

async function screenChunk(
  db: Db,
  clock: Clock,
  index: RescreenIndex,
  payload: RescreenChunkPayload,
): Promise<void> {
  const [run] = await db.select().from(monitoringRuns).where(eq(monitoringRuns.id, payload.runId));
  if (run === undefined || run.status !== 'running') return;
  const plan = await matcherOf(db, index, run);
  if (plan === undefined) return;
  const subjects = await db
    .select()
    .from(monitoredSubjects)
    .where(
      and(
        eq(monitoredSubjects.status, 'active'),
        gte(monitoredSubjects.id, payload.fromSubjectId),
        lte(monitoredSubjects.id, payload.toSubjectId),
      ),
    )
    .orderBy(asc(monitoredSubjects.id));
  await screenSubjects(
    // Raw enqueue for alertsRaised: the notifications slice handles it in whichever process knows it.
    { db, clock, enqueue: enqueueJob },
    {
      subjects,
      findMatches: plan.findMatches,
      versions: plan.served.versions,
      trigger: run.kind === 'delta' ? 'list_update' : 'full_rescreen',
      // An official list's delta leaves the organisations' own lists as they were; the nightly pass screens them.
      ...(run.kind === 'delta' ? {} : { watchlistRows: 'all' as const }),
      listVersionId: run.listVersionId,
      afterWrite: (tx, result) => recordChunkDone(tx, run.id, result, clock.now()),
    },
  );
}

/**
 * The index a chunk screens against. A delta chunk needs the index to hold the version (or a newer one of
 * its publication): an index that has not heard of the activation yet is rebuilt first.
 */
async function matcherOf(
  db: Db,
  index: RescreenIndex,
  run: typeof monitoringRuns.$inferSelect,
): Promise<{ served: RemoteIndexState; findMatches: FindSubjectMatches } | undefined> {
  if (run.kind !== 'delta') {
    const served = await servedOrRebuilt(index);
    // A process that has just started may not have built its index yet: fail this run, retried later.
    if (served.state !== 'ready') throw new Error('The screening index is not built yet');
    return {
      served,
      findMatches: sharedMatcher(indexGeneration(served), run.id, () => fullIndexMatches(index)),
    };
  }
  if (run.listVersionId === null) return undefined;
  const version = await findListVersion(db, run.listVersionId);
  if (version === undefined) return undefined;
  let served = index.describe();
  if (!holdsVersion(served, version.id) && version.status === 'active') {
    await index.rebuild();
    served = index.describe();
    if (!holdsVersion(served, version.id))
      throw new Error('The index does not hold the version yet');
  }
  if (served.state !== 'ready') throw new Error('The screening index is not built yet');
  const delta = await deltaIndexOf(db, version);
  return {
    served,
    findMatches: sharedMatcher(indexGeneration(served), run.id, () => deltaMatches(delta, index)),
  };
}

function holdsVersion(served: RemoteIndexState, versionId: string): boolean {
  return served.versions.some((v) => v.versionId === versionId);
}

async function servedOrRebuilt(index: RescreenIndex): Promise<RemoteIndexState> {
  const served = index.describe();
  if (served.state === 'ready') return served;
  await index.rebuild();
  return index.describe();
}
